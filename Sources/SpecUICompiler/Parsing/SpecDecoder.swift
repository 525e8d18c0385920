import SpecUIText

/// Decodes a loaded YAML tree into the `SpecFile` AST (SPEC-LANGUAGE §1–§3).
///
/// Decoding goes on after an error so one run reports every problem it can
/// find; a part that cannot be decoded is left out of the result. Scalars are
/// read as templates, expressions, statements or literals by their position,
/// never by their quoting.
package struct SpecDecoder {
    /// The file's path as given, used in every diagnostic.
    let path: String
    var diagnostics: [Diagnostic] = []
    /// One token buffer for every expression, template and statement in turn, so each does not allocate its own.
    var tokens: [Token] = []
    /// Argument errors of nodes naming views that may not exist, reported or not once the unit is checked.
    var unresolvedComponentUses: [UnresolvedComponentUse] = []
    /// The loop variables of `ForEach` nodes left out for lacking `content:`, whose rows were most likely written
    /// beside them: their uses there are not also unknown names.
    var orphanedLoopVariables: [Identifier] = []

    private init(path: String) {
        self.path = path
    }

    /// The file's AST, or nil when it holds no view and no types; problems are appended to `diagnostics`.
    package static func decode(_ root: YAMLNode, path: String, diagnostics: inout [Diagnostic]) -> SpecFile? {
        var decoder = SpecDecoder(path: path)
        let file = decoder.decodeFile(root)
        KeyRenameClashes.remove(from: &decoder.diagnostics, in: root)
        // Sections are decoded in dependency order, not written order; report in written order.
        if Self.isInWrittenOrder(decoder.diagnostics) {
            diagnostics.append(contentsOf: decoder.diagnostics)
        } else {
            let ordered = decoder.diagnostics.enumerated().sorted {
                ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset)
            }
            diagnostics.append(contentsOf: ordered.map(\.element))
        }
        return file
    }

    /// Whether no diagnostic starts before the one reported ahead of it: the stable sort would keep the order.
    private static func isInWrittenOrder(_ diagnostics: [Diagnostic]) -> Bool {
        guard diagnostics.count > 1 else { return true }
        for index in 1..<diagnostics.count where diagnostics[index].range.start < diagnostics[index - 1].range.start {
            return false
        }
        return true
    }

    // MARK: Reporting

    mutating func error(
        _ code: String,
        _ message: String,
        at range: SourceRange,
        notes: [Diagnostic.Note] = [],
        fixIt: Diagnostic.FixIt? = nil
    ) {
        diagnostics.append(
            Diagnostic(.error, code: code, message: message, file: path, range: range, notes: notes, fixIt: fixIt))
    }

    mutating func warning(_ code: String, _ message: String, at range: SourceRange) {
        diagnostics.append(Diagnostic(.warning, code: code, message: message, file: path, range: range))
    }

    func note(_ message: String, at range: SourceRange) -> Diagnostic.Note {
        Diagnostic.Note(message: message, file: path, range: range)
    }

    /// Reports `word` as unknown, with a did-you-mean suggestion and fix-it when one of `candidates` is close.
    ///
    /// Returns the suggested word, so that a required key it names is not also reported missing: one typo,
    /// one diagnostic.
    @discardableResult
    mutating func errorUnknown(
        _ code: String,
        _ message: String,
        word: String,
        candidates: [String],
        at range: SourceRange
    ) -> String? {
        if word == Self.mergeKey {
            error(code, message + Self.mergeKeyHint, at: range)
            return nil
        }
        if let match = Suggestion.closest(to: word, among: candidates) {
            // A block scalar (`|`, `>`) spans its lines and their breaks, which a word in its place would join.
            error(
                code, message + Suggestion.didYouMean(word, among: candidates), at: range,
                fixIt: range.isOnOneLine ? Diagnostic.FixIt(range: range, replacement: match) : nil)
            return match
        }
        error(code, message, at: range)
        return nil
    }

    /// YAML 1.1's merge key, which YAML 1.2, and so libyaml and the language, read as an ordinary key.
    static let mergeKey = "<<"

    /// Why a key `<<` is unknown, and what to write instead.
    static let mergeKeyHint =
        "; '<<' is YAML 1.1's merge key, which YAML 1.2 does not have: write the keys out, or reuse a whole node "
        + "with an alias such as '*name'"

    /// `base`, followed by the expected words when none of them is close enough to suggest.
    static func unknownKeyMessage(_ base: String, key: String, expected candidates: [String]) -> String {
        guard key != mergeKey, Suggestion.closest(to: key, among: candidates) == nil else { return base }
        return base + "; expected " + listing(candidates)
    }

    // MARK: Shapes
    // What was expected is an autoclosure: most expectations are interpolated, and only errors read them.

    /// `"expected a list of nodes; found a mapping"`.
    static func expected(_ what: String, found node: YAMLNode) -> String {
        "expected \(what); found \(node.kindDescription)"
    }

    /// For a block mapping where a list belongs (`else:` followed by `Text: "b"`): each item needs its `- `.
    static func listItemHint(_ node: YAMLNode) -> String {
        guard let entries = node.mapping, let first = entries.first, node.range.start == first.key.range.start else {
            return ""
        }
        // `-Text: "a"`, an item's dash run into its view's name, reads as a key.
        if let key = first.key.scalarValue, first.key.scalarStyle == .plain,
            let word = YAMLLoader.Message.dashWithoutSpace(on: key[...], at: 0)
        {
            return YAMLLoader.Message.dashWithoutSpaceHint(word)
        }
        return "; start each item of a list with '- '"
    }

    static func localTagMessage(_ tag: String, written: String) -> String {
        "YAML reads '\(tag)' as a tag, not as part of the value; quote the whole scalar: "
            + YAMLScalar.doubleQuoted(written)
    }

    /// For a local tag before a quoted or block scalar (`Text: !str "hi"`), which no quoting of the whole can keep.
    static func taggedQuotedScalarMessage(_ tag: String) -> String {
        "YAML reads '\(tag)' as a tag, and the language reads no local tags; remove it"
    }

    /// A hint for a scalar that YAML split at its `: ` into a one-entry mapping, such as
    /// `- items.remove(at: 0)` in a list of statements: the whole scalar needs quotes.
    static func unquotedPairHint(_ node: YAMLNode) -> String? {
        unquotedPair(node).map { " ('\($0)' reads as a key and a value); quote the whole scalar: " + $1 }
    }

    /// The whole scalar quoted, in place of the pair YAML read, where the pair was written as the source holds it;
    /// not for Swift's control flow (`if flag: n = 1`), which quoted is no statement either.
    static func unquotedPairFixIt(_ node: YAMLNode) -> Diagnostic.FixIt? {
        guard let (written, quoted) = unquotedPair(node), let entry = node.mapping?.first,
            let first = written.split(whereSeparator: { $0 == " " || $0 == "\t" }).first,
            ExpressionParser.swiftKeywordAdvice(String(first)) == nil,
            let key = entry.key.scalar, let value = entry.value.scalar, key.source(through: value) != nil
        else { return nil }
        return Diagnostic.FixIt(
            range: SourceRange(start: entry.key.range.start, end: entry.value.range.end), replacement: quoted)
    }

    /// A one-entry mapping on one line of a plain key and a plain value (`a: b`), as written and quoted whole.
    static func unquotedPair(_ node: YAMLNode) -> (written: String, quoted: String)? {
        guard let entries = node.mapping, entries.count == 1, let entry = entries.first,
            entry.key.scalarStyle == .plain, entry.value.scalarStyle == .plain,
            let key = entry.key.scalarValue, let value = entry.value.scalarValue, !value.isEmpty,
            // A block mapping on one line starts at its key; a flow mapping (`{a: Int}`) starts at its brace.
            node.range.start == entry.key.range.start, entry.key.range.start.line == entry.value.range.end.line
        else { return nil }
        // As written when the source is at hand (`a : b` keeps its space), else rebuilt from the two scalars.
        let written =
            entry.key.scalar.flatMap { key in entry.value.scalar.flatMap { key.source(through: $0) } }.map(String.init)
            ?? "\(key): \(value)"
        return (written, YAMLScalar.doubleQuoted(written))
    }

    /// A hint for a template written as a bare interpolation, such as `Text: {count}`: YAML reads the braces as a
    /// flow mapping with one key and no value, so the whole template needs quotes.
    static func bareInterpolationHint(_ node: YAMLNode) -> String? {
        guard node.range.start.line == node.range.end.line, let key = braceWrappedText(node) else { return nil }
        let written = "{" + key + "}"
        return " (YAML reads '\(written)' as a mapping); quote the whole template: " + YAMLScalar.doubleQuoted(written)
    }

    /// The text between the braces of a flow mapping YAML read from `{text}`: one plain key with no value, as a
    /// bare interpolation (`{count}`) or a Swift closure (`{ count += 1 }`) reads.
    static func braceWrappedText(_ node: YAMLNode) -> String? {
        guard let entries = node.mapping, entries.count == 1, let entry = entries.first,
            // A flow mapping starts at its brace, a block mapping at its key.
            node.range.start != entry.key.range.start, entry.key.scalarStyle == .plain,
            let key = entry.key.scalarValue, !key.isEmpty, entry.value.isNull
        else { return nil }
        return key
    }

    /// A hint for an array literal written unquoted where an expression belongs, such as `ForEach: [1, 2]`: YAML
    /// reads the brackets as a flow list of scalars, so the whole expression needs quotes.
    static func flowListHint(_ node: YAMLNode) -> String? {
        flowListExpression(node).map(flowListHint(written:))
    }

    /// The hint for the array literal `written` that YAML read as a list.
    static func flowListHint(written: String) -> String {
        " (YAML reads '\(written)' as a list); quote the whole expression: " + YAMLScalar.quoted(written)
    }

    /// The array literal a flow list of scalars on one line spells (`[0, 1, 2]`), or nil for any other node.
    static func flowListExpression(_ node: YAMLNode) -> String? {
        guard let items = node.sequence, node.range.start.line == node.range.end.line,
            items.first.map({ node.range.start != $0.range.start }) ?? true
        else { return nil }
        var elements: [String] = []
        elements.reserveCapacity(items.count)
        for item in items {
            // A nested list or mapping, or a tagged item, is no expression as it stands.
            guard let scalar = item.scalar, item.tag == nil else { return nil }
            elements.append(scalar.style == .plain ? scalar.value : YAMLScalar.doubleQuoted(scalar.value))
        }
        return "[" + elements.joined(separator: ", ") + "]"
    }

    /// The node's entries, or nil with an error naming `what` was expected; null reads as an empty mapping.
    ///
    /// `key` is where the key holding the node is written: a plain scalar on a line below it that is a name and a
    /// value without a colon (`title String` under `props:`), a value that `reads` as the entry's, is told the colon.
    mutating func mapping(
        _ node: YAMLNode, expected what: @autoclosure () -> String, below key: SourceRange? = nil,
        reads: (Substring) -> Bool = { _ in true }
    ) -> YAMLNode.Entries? {
        if let entries = node.mapping { return entries }
        if node.isNull { return YAMLNode.Entries() }
        func missingColon(_ text: String) -> (hint: String, fixIt: Diagnostic.FixIt?)? {
            if let runOn = Self.keyRunIntoValue(text, at: node.range) { return (runOn.hint, runOn.fixIt) }
            guard let key, node.range.start.line > key.end.line else { return nil }
            if node.range.isOnOneLine {
                return Self.entryWithoutColon(text, at: node.range.start, reads: reads).map { ($0.hint, $0.fixIt) }
            }
            // Several such lines, which YAML folds into one text: each is told, and no one fix-it mends them all.
            let entries = Self.entriesWithoutColon(node)
            guard entries.count > 1, entries.allSatisfy({ reads($0.rest) }) else { return nil }
            let written = entries.map { "'\($0.name): \($0.rest)'" }
            return (
                "; write ': ' between each name and its value: " + SpecDecoder.listing(written, conjunction: "and"), nil
            )
        }
        let runOn = node.scalarStyle == .plain ? node.scalarValue.flatMap(missingColon) : nil
        error(
            "expected-mapping", Self.expected(what(), found: node) + (runOn?.hint ?? ""), at: node.range,
            fixIt: runOn?.fixIt)
        return nil
    }

    /// For a plain scalar at `range` that is a key run into its value (`n:0`, `font:title`), which YAML reads as
    /// one word: the hint, and the fix-it inserting the space after its colon.
    static func keyRunIntoValue(_ text: String, at range: SourceRange) -> (hint: String, fixIt: Diagnostic.FixIt)? {
        guard range.start.line == range.end.line, let colon = YAMLLoader.Message.colonWithoutSpace(on: text[...])
        else { return nil }
        let hint = YAMLLoader.Message.colonWithoutSpaceHint(text[...], meant: colon.written)
        let space = SourceLocation(line: range.start.line, column: range.start.column + colon.column + 1)
        return (hint, Diagnostic.FixIt(range: SourceRange(at: space), replacement: " "))
    }

    /// For text written at `start`, on one line, that is a name and its value without the colon between them
    /// (`title String`, `count 0`), a value that `reads` as the entry's: the name, the hint, where the colon goes,
    /// and the fix-it inserting it where the line then reads as that entry.
    static func entryWithoutColon(
        _ text: String, at start: SourceLocation, reads: (Substring) -> Bool = { _ in true }
    ) -> (name: String, hint: String, colon: SourceLocation, fixIt: Diagnostic.FixIt?)? {
        guard let (name, rest) = nameAndValueWithoutColon(text), reads(rest) else { return nil }
        let colon = SourceLocation(line: start.line, column: start.column + name.unicodeScalars.count)
        let fixIt =
            YAMLLoader.Message.readsAsOneValue(rest)
            ? Diagnostic.FixIt(range: SourceRange(at: colon), replacement: ":") : nil
        return (name, missingColonHint(name, rest: rest), colon, fixIt)
    }

    /// The lines of a plain scalar written over several lines that are each a name and a value without a colon
    /// (`a String` above `b Int`, which YAML folds into one text); empty where some line is not.
    static func entriesWithoutColon(_ node: YAMLNode) -> [(name: String, rest: Substring)] {
        guard node.scalarStyle == .plain,
            let source = node.withScalarText({ String(decoding: $0.source, as: UTF8.self) })
        else { return [] }
        var entries: [(name: String, rest: Substring)] = []
        for line in source.split(whereSeparator: \.isNewline) {
            var trimmed = line.drop { $0 == " " || $0 == "\t" }
            while let last = trimmed.last, last == " " || last == "\t" { trimmed = trimmed.dropLast() }
            guard let entry = nameAndValueWithoutColon(String(trimmed)) else { return [] }
            entries.append(entry)
        }
        return entries
    }

    /// A name, blanks and a value (`title String`, or a tab between them): the name and the value; nil for text
    /// holding a colon, whose YAML reading is told otherwise.
    static func nameAndValueWithoutColon(_ text: String) -> (name: String, rest: Substring)? {
        func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" }
        guard !text.contains(":"), let blank = text.firstIndex(where: isBlank) else { return nil }
        let name = String(text[..<blank])
        let rest = text[blank...].drop(while: isBlank)
        guard SwiftIdentifier.isValid(name), !rest.isEmpty else { return nil }
        return (name, rest)
    }

    /// A section's mapping (`props:`, `bindings:`, `state:`, `types:`), or nil with an error naming `what` was
    /// expected; null reads as an empty mapping. A list whose every item is a mapping (`- title: String`, as JSON
    /// writes an array of objects) is reported once and read as the mapping of all its items' entries, so that
    /// what it declares is declared.
    /// `key` is where the section's key is written, and `reads` whether a value reads as an entry's.
    mutating func sectionMapping(
        _ node: YAMLNode, expected what: @autoclosure () -> String, below key: SourceRange? = nil,
        reads: (Substring) -> Bool = { _ in true }
    ) -> YAMLNode.Entries? {
        guard let items = node.sequence, !items.isEmpty, items.allSatisfy({ $0.mapping?.isEmpty == false }) else {
            return mapping(node, expected: what(), below: key, reads: reads)
        }
        error(
            "expected-mapping", Self.expected(what(), found: node) + Self.listedMappingsHint,
            at: SourceRange(at: node.range.start))
        return YAMLNode.Entries(items.flatMap { $0.mapping ?? YAMLNode.Entries() })
    }

    static let listedMappingsHint = " of mappings; write its entries without their '- '"

    /// The node's items, or nil with an error naming `what` was expected; null reads as an empty list.
    mutating func sequence(_ node: YAMLNode, expected what: @autoclosure () -> String) -> YAMLNode.Items? {
        if let items = node.sequence { return items }
        if node.isNull { return YAMLNode.Items() }
        error("expected-list", Self.expected(what(), found: node) + Self.listItemHint(node), at: node.range)
        return nil
    }

    // MARK: Cheap reads
    // `YAMLNode.kind` and `.scalar` build a whole `YAMLScalar`; `scalarValue`, `scalarStyle`, `isNull`,
    // `sequence` and `mapping` read only what they name.

    /// What a scalar holds where it is read: any text, an expression or statement, or one word of a fixed set.
    ///
    /// A value YAML took for a comment is told to be quoted only where text is kept, and a number behind its `#`
    /// to go without it only where an expression reads it.
    enum ScalarContent {
        case text
        case expression
        case statement
        case word
    }

    /// The node's scalar, or nil with an error naming `what` was expected (null counts as missing); `content` says
    /// what can be written there, so that a value YAML took for a comment is told how to write it.
    mutating func scalar(
        _ node: YAMLNode, expected what: @autoclosure () -> String, content: ScalarContent = .text
    ) -> YAMLScalar? {
        guard isReadableScalar(node, expected: what(), content: content) else { return nil }
        return node.scalar
    }

    /// Whether `node` is a scalar that can be read where `what` is expected, else false with an error saying why
    /// (null counts as missing); its value is not decoded into a string. Where `content` is not text, a value YAML
    /// took for a comment (`#red`) is not told to be quoted, which would keep a `#` nothing there can start with.
    mutating func isReadableScalar(
        _ node: YAMLNode, expected what: @autoclosure () -> String, content: ScalarContent = .text
    ) -> Bool {
        let keepsText = content == .text
        guard let style = node.scalarStyle, let byteCount = node.scalarByteCount else {
            // `- if flag: n = 1`: Swift's control flow, told as such rather than quoted.
            if content == .statement, let (written, _) = Self.unquotedPair(node),
                let first = written.split(whereSeparator: { $0 == " " || $0 == "\t" }).first,
                let advice = ExpressionParser.swiftKeywordAdvice(String(first))
            {
                error(
                    "invalid-statement",
                    Self.expected(what(), found: node) + " ('\(written)' reads as a key and a value); " + advice,
                    at: node.range)
                return false
            }
            error(
                "expected-scalar", Self.expected(what(), found: node) + (Self.unquotedPairHint(node) ?? ""),
                at: node.range,
                fixIt: content == .expression || content == .statement ? Self.unquotedPairFixIt(node) : nil)
            return false
        }
        // `disabled: !isOn` starts with `!`, which YAML reads as a local tag.
        if let tag = node.tag, tag.hasPrefix("!"), !tag.hasPrefix("!!") {
            let value = node.scalarValue ?? ""
            let written = value.isEmpty ? tag : tag + " " + value
            let message =
                style == .plain ? Self.localTagMessage(tag, written: written) : Self.taggedQuotedScalarMessage(tag)
            error("yaml-tag", message, at: node.range)
            return false
        }
        guard style != .plain || byteCount > 0 else {
            // `foregroundColor: #FF0000`: the value YAML took for a comment.
            if let comment = node.touchingComment {
                let (written, range) = Self.written(comment)
                // `#red`, a name behind CSS's `#`, is most likely the name itself; `#FF0000` a hex color, `#8` a
                // number where a length goes.
                let word = comment.text.trimmingCharacters(in: .whitespaces)
                let isName = SwiftIdentifier.isValid(word) && !word.allSatisfy(\.isHexDigit)
                let isNumber = content == .expression && !word.isEmpty && word.allSatisfy(\.isNumber)
                let quoted = "quote it, \(YAMLScalar.doubleQuoted(written))"
                let advice =
                    isName || isNumber
                    ? ": write '\(word)' without the '#'" + (keepsText ? ", or \(quoted), to keep it" : "")
                    : keepsText ? ": to keep it, \(quoted)" : ""
                error(
                    "missing-value",
                    "expected \(what()); YAML reads '\(written)' as a comment, so the value is empty" + advice,
                    at: range)
                return false
            }
            error("missing-value", "expected \(what())", at: node.range)
            return false
        }
        return true
    }

    /// A comment YAML cut from a plain scalar (`YAMLNode.touchingComment`) as written, `#` included, and its range.
    static func written(_ comment: (location: SourceLocation, text: String)) -> (text: String, range: SourceRange) {
        let written = "#" + comment.text
        let end = SourceLocation(
            line: comment.location.line, column: comment.location.column + written.unicodeScalars.count)
        return (written, SourceRange(start: comment.location, end: end))
    }

    /// The text of `scalar(node, expected:)`, read without building the scalar when it is not empty.
    mutating func scalarText(
        _ node: YAMLNode, expected what: @autoclosure () -> String, content: ScalarContent = .text
    ) -> String? {
        if let value = node.scalarValue, !value.isEmpty { return value }
        return scalar(node, expected: what(), content: content)?.value
    }

    /// A mapping key's text; keys that are not scalars are reported.
    mutating func key(_ entry: YAMLMappingEntry) -> String? {
        guard let value = entry.key.scalarValue else {
            error("expected-scalar", Self.expected("a name as key", found: entry.key), at: entry.key.range)
            return nil
        }
        return value
    }
}
