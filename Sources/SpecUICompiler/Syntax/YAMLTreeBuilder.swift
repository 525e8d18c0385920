import CYAML
import Glibc

/// Builds a `YAMLDocument` from libyaml events, enforcing the loader's limits as it goes.
///
/// Nodes, children, values, the open collections and their pending children grow in buffers the builder owns
/// alone, since they are appended to for every event.
struct YAMLTreeBuilder: ~Copyable {
    /// A sequence or mapping whose end event has not arrived yet.
    ///
    /// A frame holds no reference: opening and closing a collection costs no reference counting. (Not private: the
    /// compiler does not link a private type used as a buffer's element in a debug build.)
    struct Frame {
        var isMapping: Bool
        var start: SourceLocation
        var tag: Int32
        /// The index in `anchorNames` of the collection's anchor, or -1.
        var anchor: Int32
        /// Where this collection's children start in `pending`.
        var base: Int
        /// A mapping's key waiting for its value, or -1.
        var pendingKey: Int32 = -1
        /// Whether `keyIndexes` holds this mapping's keys, indexed once it grows past a handful of entries.
        var hasKeyIndex = false
        /// Nodes in this collection, itself and alias expansions included.
        var nodeCount = 1
    }

    private typealias Anchored = (node: Int32, count: Int)

    private let bytes: [UInt8]
    private var source: SourceText
    private let path: String
    private var records: GrowableBuffer<YAMLDocument.Record>
    private var children: GrowableBuffer<Int32>
    /// Every scalar's value, one after another, in UTF-8.
    private var values: GrowableBuffer<UInt8>
    private var tags: [String] = []
    /// Anchors of collections still open, which a frame names by index.
    private var anchorNames: [String] = []
    /// The scalar keys of each large open mapping, by the depth of its frame.
    private var keyIndexes: [Int: [String: (node: Int32, range: SourceRange)]] = [:]
    /// Children of the open collections, innermost last.
    private var pending = GrowableBuffer<Int32>(capacity: 64)
    private var stack = GrowableBuffer<Frame>(capacity: 16)
    private var anchors: [String: Anchored] = [:]
    private var aliasUses: [YAMLAliasUse] = []
    private var expandedNodes = 0
    private var root: Int32?
    /// The last scalar read, or -1: a syntax error just after it may be its doing.
    private var lastScalar: Int32 = -1
    private var documents = 0
    private(set) var diagnostics: [Diagnostic] = []

    /// Prepares to build the document of bytes already checked to be valid UTF-8.
    init(validatedBytes bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.source = SourceText(validatedBytes: bytes)
        self.path = path
        // About one event per 9 bytes of a typical spec: one allocation up front beats regrowing.
        records = GrowableBuffer(capacity: bytes.count / 9)
        values = GrowableBuffer(capacity: bytes.count / 2)
        children = GrowableBuffer(capacity: bytes.count / 9)
    }

    /// Parses the whole stream; the root mapping, or nil when a diagnostic stopped it.
    mutating func build() -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        let parsed = bytes.withUnsafeBufferPointer { runEvents(&parser, $0) }
        return parsed ? finish() : nil
    }

    private mutating func finish() -> YAMLNode? {
        guard documents > 0, let root else {
            error("empty-file", YAMLLoader.Message.emptyFile, at: SourceRange(at: SourceLocation(line: 1, column: 1)))
            return nil
        }
        let document = YAMLDocument(
            records: records.array(), children: children.array(), values: values.array(), tags: tags,
            text: source.text, aliasUses: aliasUses)
        let node = YAMLNode(root: Int(root), of: document)
        guard records[Int(root)].kind == .mapping else {
            error("root-not-mapping", YAMLLoader.Message.rootNotMapping(node.kindDescription), at: node.range)
            return nil
        }
        return node
    }

    /// Feeds every event to `handle`; false when parsing stopped on an error.
    private mutating func runEvents(_ parser: inout yaml_parser_t, _ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        yaml_parser_set_input_string(&parser, base, buffer.count)
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                reportSyntaxError(parser)
                return false
            }
            let type = event.type
            let keepGoing = handle(&event)
            yaml_event_delete(&event)
            if !keepGoing { return false }
            if type == YAML_STREAM_END_EVENT { return true }
        }
    }

    /// Handles one event; false stops the parse.
    private mutating func handle(_ event: inout yaml_event_t) -> Bool {
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                error(
                    "multiple-documents", YAMLLoader.Message.secondDocument,
                    at: range(event.start_mark, event.start_mark))
                return false
            }
            return true
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let first = Int32(values.count)
            if let value = data.value, data.length > 0 {
                values.append(contentsOf: UnsafeBufferPointer(start: value, count: data.length))
            }
            let sourceBytes = source.byteRange(from: event.start_mark, to: event.end_mark)
            let index = append(
                YAMLDocument.Record(
                    kind: .scalar, style: Self.style(data.style), range: range(event.start_mark, event.end_mark),
                    first: first, count: Int32(values.count) - first,
                    sourceBytes: Int32(sourceBytes.lowerBound)..<Int32(sourceBytes.upperBound), tag: tag(data.tag)))
            lastScalar = index
            return add(index, count: 1, anchor: Self.string(data.anchor))
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            return open(mapping: false, at: event.start_mark, tag: data.tag, anchor: data.anchor)
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            return open(mapping: true, at: event.start_mark, tag: data.tag, anchor: data.anchor)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            let frame = stack.removeLast()
            if frame.hasKeyIndex { keyIndexes[stack.count] = nil }
            let first = Int32(children.count)
            children.append(movingFrom: &pending, from: frame.base)
            let index = append(
                YAMLDocument.Record(
                    kind: frame.isMapping ? .mapping : .sequence, style: .plain,
                    range: SourceRange(start: frame.start, end: location(event.end_mark)), first: first,
                    count: Int32(children.count) - first, sourceBytes: 0..<0, tag: frame.tag))
            let anchor = frame.anchor >= 0 ? anchorNames[Int(frame.anchor)] : nil
            return add(index, count: frame.nodeCount, anchor: anchor)
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor) ?? ""
            let at = range(event.start_mark, event.end_mark)
            guard let anchored = anchors[name] else {
                error("undefined-alias", YAMLLoader.Message.undefinedAlias(name), at: at)
                return false
            }
            expandedNodes += anchored.count
            guard expandedNodes <= YAMLLoader.aliasExpansionLimit else {
                error("alias-expansion-limit", YAMLLoader.Message.aliasBudget(name), at: at)
                return false
            }
            aliasUses.append(YAMLAliasUse(name: name, range: at, target: records[Int(anchored.node)].range))
            return add(anchored.node, count: anchored.count, anchor: nil)
        default:
            return true
        }
    }

    private mutating func append(_ record: YAMLDocument.Record) -> Int32 {
        records.append(record)
        return Int32(records.count - 1)
    }

    private mutating func open(
        mapping: Bool, at mark: yaml_mark_t, tag: UnsafeMutablePointer<yaml_char_t>?,
        anchor: UnsafeMutablePointer<yaml_char_t>?
    ) -> Bool {
        guard stack.count < YAMLLoader.maximumDepth else {
            error("nesting-too-deep", YAMLLoader.Message.tooDeep, at: range(mark, mark))
            return false
        }
        var anchorIndex: Int32 = -1
        if let anchor = Self.string(anchor) {
            anchorIndex = Int32(anchorNames.count)
            anchorNames.append(anchor)
        }
        stack.append(
            Frame(
                isMapping: mapping, start: location(mark), tag: self.tag(tag), anchor: anchorIndex, base: pending.count)
        )
        return true
    }

    /// Places a finished node in its parent (as a key, a value or an item) or makes it the root.
    private mutating func add(_ node: Int32, count: Int, anchor: String?) -> Bool {
        if let anchor { anchors[anchor] = (node, count) }
        guard !stack.isEmpty else {
            root = node
            return true
        }
        let top = stack.count - 1
        stack[top].nodeCount += count
        guard stack[top].isMapping else {
            pending.append(node)
            return true
        }
        let key = stack[top].pendingKey
        guard key >= 0 else {
            stack[top].pendingKey = node
            return true
        }
        stack[top].pendingKey = -1
        if let first = firstOccurrence(of: key, in: top) {
            let name = scalarValue(key) ?? ""
            // `else if:` followed by its own `then:` (or `else:`) on an `if`: the decoder reports the `else if` with
            // how an else-if is written, and the second `then` it leads to is no second mistake.
            if name == "then" || name == "else", followsElseIf(in: top) { return true }
            diagnostics.append(
                Diagnostic(
                    .error, code: "duplicate-key",
                    message: YAMLLoader.Message.duplicateKey(name, onView: firstKeyIsView(in: top))
                        + (YAMLLoader.Message.dashWithoutSpace(on: name[...], at: 0).map {
                            YAMLLoader.Message.dashWithoutSpaceHint($0)
                        } ?? ""),
                    file: path,
                    range: records[Int(key)].range,
                    notes: [.init(message: YAMLLoader.Message.firstKey(name), file: path, range: first)]))
            return true
        }
        pending.append(key)
        pending.append(node)
        return true
    }

    /// Whether a key of the mapping at `top` read so far is an else-if as Swift or another language writes it
    /// (`else if`, `elif`), which the decoder reports.
    private func followsElseIf(in top: Int) -> Bool {
        stride(from: stack[top].base, to: pending.count, by: 2).contains { index in
            scalarValue(pending[index]).map(SpecDecoder.elseIfSpellings.contains) ?? false
        }
    }

    /// Whether the mapping at `top` starts with a view's name (`Text:`), as a view node does.
    private func firstKeyIsView(in top: Int) -> Bool {
        let base = stack[top].base
        guard base < pending.count, let first = scalarValue(pending[base]) else { return false }
        return SwiftIdentifier.isUpperCamelCase(first)
    }

    private func scalarValue(_ node: Int32) -> String? {
        let record = records[Int(node)]
        return record.kind == .scalar ? value(of: record) : nil
    }

    private func value(of record: YAMLDocument.Record) -> String {
        values.withUnsafeBufferPointer { YAMLDocument.value(of: record, in: $0) }
    }

    /// Whether two scalar records hold the same value, byte for byte (and so scalar for scalar).
    private func sameValue(_ first: YAMLDocument.Record, _ second: YAMLDocument.Record) -> Bool {
        guard first.count == second.count else { return false }
        return values.withUnsafeBufferPointer { values in
            guard first.count > 0, let base = values.baseAddress else { return true }
            return memcmp(base + Int(first.first), base + Int(second.first), Int(first.count)) == 0
        }
    }

    /// The range of an earlier key equal to `key`, comparing scalar keys by value.
    ///
    /// Values are equal when their scalars are, as YAML compares content: `café` precomposed and `cafe` with a
    /// combining acute are two keys, however many keys the mapping has (Swift's `==` would call them one).
    ///
    /// Collection keys are never equal here: the spec language has none, and the
    /// decoder reports them.
    private mutating func firstOccurrence(of key: Int32, in top: Int) -> SourceRange? {
        let keyRecord = records[Int(key)]
        guard keyRecord.kind == .scalar else { return nil }
        let base = stack[top].base
        let entryCount = (pending.count - base) / 2
        if !stack[top].hasKeyIndex, entryCount < 12 {
            // Keys of different lengths differ; most keys of a mapping do, so most comparisons stop at the lengths
            // the records keep, before a value is read.
            for entry in 0..<entryCount {
                let record = records[Int(pending[base + 2 * entry])]
                guard record.kind == .scalar, record.count == keyRecord.count else { continue }
                if sameValue(record, keyRecord), sameType(record, keyRecord) { return record.range }
            }
            return nil
        }
        let name = value(of: keyRecord)
        if !stack[top].hasKeyIndex {
            var index: [String: (node: Int32, range: SourceRange)] = [:]
            for entry in (0..<entryCount).reversed() {
                let earlier = pending[base + 2 * entry]
                if let value = scalarValue(earlier) { index[value] = (earlier, records[Int(earlier)].range) }
            }
            keyIndexes[top] = index
            stack[top].hasKeyIndex = true
        }
        if let first = keyIndexes[top]?[name] {
            let firstRecord = records[Int(first.node)]
            if firstRecord.kind == .scalar, sameValue(firstRecord, keyRecord), sameType(firstRecord, keyRecord) {
                return first.range
            }
            // `1` and `"1"` share their text but not their type, and `café` and `cafe\u{301}` their hash but not their
            // scalars; an earlier key of the same type and scalars is looked for.
            for entry in 0..<entryCount {
                let earlier = records[Int(pending[base + 2 * entry])]
                if earlier.kind == .scalar, sameValue(earlier, keyRecord), sameType(earlier, keyRecord) {
                    return earlier.range
                }
            }
            return nil
        }
        keyIndexes[top]?[name] = (key, keyRecord.range)
        return nil
    }

    /// Whether two scalar keys of equal text are one key: a plain key that YAML's core schema reads as a number,
    /// a Bool or null (`1`, `true`) differs from a quoted one (`"1"`), which is a string.
    ///
    /// Only called for keys of equal text, so the common path never classifies a key.
    private func sameType(_ first: YAMLDocument.Record, _ second: YAMLDocument.Record) -> Bool {
        func isString(_ record: YAMLDocument.Record) -> Bool {
            record.style != .plain || record.tag != -1 || !YAMLScalar.readsAsNonString(value(of: record))
        }
        return isString(first) == isString(second)
    }

    private mutating func reportSyntaxError(_ parser: yaml_parser_t) {
        let problem = parser.problem.map { String(cString: $0) } ?? "the YAML could not be parsed"
        let context = parser.context.map { String(cString: $0) }
        let mark = parser.problem_mark
        // The line as diagnostics quote it (NEL, LS and PS, which libyaml counts as line breaks, never get here).
        var lines = DiagnosticRenderer.SourceLines(sources: [path: String(decoding: bytes, as: UTF8.self)])
        let line = lines.line(Int(mark.line) + 1, in: path) ?? ""
        // A line longer than a person writes gets libyaml's problem as it is: reading it for hints, several times
        // over, would take seconds.
        guard line.utf8.count <= Self.longestHintedLine else {
            syntaxError(problem, at: SourceRange(at: location(mark)), notes: contextNotes(parser, context: context))
            return
        }
        if problem == YAMLLoader.Message.keyWithoutColonProblem, context == YAMLLoader.Message.simpleKeyContext {
            // libyaml looks for the `:` up to the next token, maybe lines later; the line without one is the key's.
            let keyMark = parser.context_mark
            let keyLine = lines.line(Int(keyMark.line) + 1, in: path) ?? ""
            // `-Spacer`, an item's dash run into its view's name.
            if reportDashWithoutSpace(problem, at: keyMark, lines: &lines) { return }
            if reportColonWithoutSpace(problem, on: keyLine[...], at: keyMark) { return }
            if reportEntryWithoutColon(problem, on: keyLine[...], line: Int(keyMark.line) + 1) { return }
            syntaxError(YAMLLoader.Message.keyWithoutColon(keyLine[...]), at: range(keyMark, keyMark))
            return
        }
        if reportDashWithoutSpace(problem, at: mark, context: parser.context_mark, lines: &lines) { return }
        // `count 0` above `flag: true` in a section of names: YAML reads the entry without its colon and this key as
        // one text. Elsewhere the text may well be text (`Hello world` above `foo: bar` under `Text:`).
        if problem.hasPrefix("mapping values"), mark.line > 0, let previous = lines.line(Int(mark.line), in: path),
            YAMLLoader.Message.indentation(of: previous[...]) == YAMLLoader.Message.indentation(of: line[...]),
            ["props", "bindings", "state"].contains(owner(ofLine: Int(mark.line), lines: &lines)),
            reportEntryWithoutColon(problem, on: previous[...], line: Int(mark.line), before: true)
        {
            return
        }
        // `padding:{edges: horizontal}`: a key run into a value that holds a `: ` of its own.
        if YAMLLoader.Message.quotableProblems.contains(problem), problem.hasPrefix("mapping values"),
            let colon = YAMLLoader.Message.colonWithoutSpace(on: line[...]), colon.column < Int(mark.column)
        {
            var start = mark
            start.column = line.unicodeScalars.prefix { $0 == " " || $0 == "-" }.count
            if reportColonWithoutSpace(problem, on: line[...], at: start) { return }
        }
        if let quoted = runOnQuotedScalar(before: mark) {
            let message = YAMLLoader.Message.runOnQuote(
                problem, from: Int(quoted.start.line), to: Int(quoted.end.line))
            let stop = Diagnostic.Note(message: "YAML stopped reading here", file: path, range: range(mark, mark))
            syntaxError(message, at: SourceRange(at: quoted.start), notes: [stop])
            return
        }
        let notes = contextNotes(parser, context: context)
        // libyaml counts a mark's index and column in characters, not bytes.
        let column = Int(mark.column)
        let atTab = line.unicodeScalars.dropFirst(column).first == "\t"
        let previous = mark.line > 0 ? lines.line(Int(mark.line), in: path) ?? "" : ""
        let message =
            entryHint(problem, line: line[...], column: column, at: mark, context: parser.context_mark, lines: &lines)
            ?? YAMLLoader.Message.syntax(
                problem, context: context, atTab: atTab, line: line[...], column: column, previousLine: previous[...])
        // Told that a quote inside the scalar ended it, the caret is on that quote.
        let quoteHint = YAMLLoader.Message.singleQuoteHint(line[...]) ?? YAMLLoader.Message.doubleQuoteHint(line[...])
        let quote = quoteHint.flatMap { message.hasSuffix($0) ? closedEarly(at: mark, on: line[...]) : nil }
        let place = endOfText(after: mark, lines: &lines) ?? quote ?? location(mark)
        syntaxError(message, at: SourceRange(at: place), notes: notes)
    }

    /// The longest line, in bytes, that a syntax error reads for hints.
    static let longestHintedLine = 65_536

    /// A note where libyaml's context starts (`while parsing a block mapping that starts here`), unless it starts
    /// where the problem is (a tab that starts no token), where it would only point there again.
    private func contextNotes(_ parser: yaml_parser_t, context: String?) -> [Diagnostic.Note] {
        guard let context, parser.context_mark.index != parser.problem_mark.index else { return [] }
        let mark = parser.context_mark
        return [.init(message: "\(context) that starts here", file: path, range: range(mark, mark))]
    }

    /// The quote that closed the last scalar, when libyaml stopped on `line` right after it, or after blanks, on
    /// the text that follows it (`"a "b" c"`, `'it's'`, `'it' s'`).
    private func closedEarly(at mark: yaml_mark_t, on line: Substring) -> SourceLocation? {
        guard lastScalar >= 0 else { return nil }
        let record = records[Int(lastScalar)]
        let end = record.range.end
        let stop = location(mark)
        guard record.style == .singleQuoted || record.style == .doubleQuoted, end.line == stop.line, end.column > 1,
            end.column <= stop.column,
            line.unicodeScalars.dropFirst(end.column - 1).prefix(stop.column - end.column).allSatisfy({
                $0 == " " || $0 == "\t"
            })
        else { return nil }
        return SourceLocation(line: end.line, column: end.column - 1)
    }

    /// Just after the last thing written, when libyaml found its problem at the end of the stream, on a line that
    /// is blank or a comment with only such lines below it (a `[` or a quote never closed): the line after the
    /// file's last, where libyaml points, shows nothing to fix. Nil when the mark has text at or after it.
    private func endOfText(after mark: yaml_mark_t, lines: inout DiagnosticRenderer.SourceLines) -> SourceLocation? {
        let isBlank = Self.isBlank
        var below = Int(mark.line) + 1
        while let line = lines.line(below, in: path) {
            guard isBlank(line) else { return nil }
            below += 1
        }
        for number in stride(from: Int(mark.line), through: 1, by: -1) {
            guard let line = lines.line(number, in: path), !isBlank(line) else { continue }
            let end = Self.beforeComment(line).reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.count
            return SourceLocation(line: number, column: end + 1)
        }
        return nil
    }

    /// Whether `line` holds nothing YAML reads: blanks, or a comment after them.
    private static func isBlank(_ line: String) -> Bool {
        let text = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
        return text.isEmpty || text.hasPrefix("#")
    }

    /// The scalars of `line` before a comment that ends it: a `#` after a blank, outside quotes.
    private static func beforeComment(_ line: String) -> ArraySlice<Unicode.Scalar> {
        let scalars = Array(line.unicodeScalars)
        var quote: Unicode.Scalar?
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if let open = quote {
                if open == "\"", scalar == "\\" {
                    index += 1
                } else if scalar == open {
                    quote = nil
                }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == "#", index > 0, scalars[index - 1] == " " || scalars[index - 1] == "\t" {
                return scalars[..<index]
            }
            index += 1
        }
        return scalars[...]
    }

    /// Reports a key run into its value on `line` (`font:title`), which YAML reads as one word, at `place`, where
    /// the line's key starts, with the space after its colon as the fix-it: true when it did.
    private mutating func reportColonWithoutSpace(_ problem: String, on line: Substring, at place: yaml_mark_t) -> Bool
    {
        guard let colon = YAMLLoader.Message.colonWithoutSpace(on: line) else { return false }
        let space = SourceLocation(line: Int(place.line) + 1, column: colon.column + 2)
        syntaxError(
            problem
                + YAMLLoader.Message.colonWithoutSpaceHint(YAMLLoader.Message.entry(of: line), meant: colon.written),
            at: range(place, place),
            fixIt: Diagnostic.FixIt(range: SourceRange(at: space), replacement: " "))
        return true
    }

    /// Reports an entry of a mapping written without its colon on `line` (`title String`, on the line of that number),
    /// with the colon as the fix-it where the line then reads as that entry: true when it did. `before` says the
    /// entry is on the line before the one libyaml stopped at, which YAML read on into.
    private mutating func reportEntryWithoutColon(
        _ problem: String, on text: Substring, line: Int, before: Bool = false
    ) -> Bool {
        let indentation = YAMLLoader.Message.indentation(of: text)
        var entry = text.dropFirst(indentation)
        while let last = entry.last, " \t\r".contains(last) { entry = entry.dropLast() }
        guard !entry.hasPrefix("-"),
            let found = SpecDecoder.entryWithoutColon(
                String(entry), at: SourceLocation(line: line, column: indentation + 1))
        else { return false }
        let told =
            before
            ? "; this line has no ':' after '\(found.name)', so YAML reads it and the next line as one text" : ""
        syntaxError(problem + told + found.hint, at: SourceRange(at: found.colon), fixIt: found.fixIt)
        return true
    }

    /// The key of the nearest line above line `number` that is indented less than it (`state` for an entry under
    /// `state:`), or an empty string for none.
    private func owner(ofLine number: Int, lines: inout DiagnosticRenderer.SourceLines) -> Substring {
        guard let text = lines.line(number, in: path) else { return "" }
        let indentation = YAMLLoader.Message.indentation(of: text[...])
        var above = number - 1
        while above > 0, let line = lines.line(above, in: path) {
            let entry = line.drop { $0 == " " }
            if !entry.isEmpty, !entry.hasPrefix("#"), YAMLLoader.Message.indentation(of: line[...]) < indentation {
                return YAMLLoader.Message.key(in: YAMLLoader.Message.entry(of: line[...]), at: 0)
            }
            above -= 1
        }
        return ""
    }

    /// Reports a list item written without the space after its `-` (`-Text: "a"`), at its dash, when that is where
    /// libyaml stopped (a line indented like the list's items) or the mapping it stopped in starts there (the item
    /// read as a key, and the next item where a key was expected): true when it did.
    private mutating func reportDashWithoutSpace(
        _ problem: String, at mark: yaml_mark_t, context: yaml_mark_t, lines: inout DiagnosticRenderer.SourceLines
    ) -> Bool {
        switch problem {
        case YAMLLoader.Message.listIndentationProblem: reportDashWithoutSpace(problem, at: mark, lines: &lines)
        case YAMLLoader.Message.expectedKeyProblem: reportDashWithoutSpace(problem, at: context, lines: &lines)
        default: false
        }
    }

    /// Reports a list item written without the space after its `-` at `place`, when there is one: true when it did.
    private mutating func reportDashWithoutSpace(
        _ problem: String, at place: yaml_mark_t, lines: inout DiagnosticRenderer.SourceLines
    ) -> Bool {
        let line = lines.line(Int(place.line) + 1, in: path) ?? ""
        guard let word = YAMLLoader.Message.dashWithoutSpace(on: line[...], at: Int(place.column)) else {
            return false
        }
        let start = location(place)
        let end = SourceLocation(line: Int(start.line), column: Int(start.column) + word.unicodeScalars.count)
        let space = SourceLocation(line: Int(start.line), column: Int(start.column) + 1)
        // The space moves the item's key a column on; keys written below it, at its old column, would not follow.
        var below = Int(place.line) + 2
        while let next = lines.line(below, in: path), Self.isBlank(next) { below += 1 }
        let keysBelow = lines.line(below, in: path).map { $0.prefix { $0 == " " }.count > Int(place.column) } ?? false
        syntaxError(
            problem + YAMLLoader.Message.dashWithoutSpaceHint(word), at: SourceRange(start: start, end: end),
            fixIt: keysBelow ? nil : Diagnostic.FixIt(range: SourceRange(at: space), replacement: " "))
        return true
    }

    private mutating func syntaxError(
        _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [], fixIt: Diagnostic.FixIt? = nil
    ) {
        var diagnostic = Diagnostic(
            .error, code: "yaml-syntax", message: message, file: path, range: range, notes: notes, fixIt: fixIt)
        // Its hints rewrite the line's text to be pasted back ('{a} "b"'), which shortening would cut.
        diagnostic.message = message
        diagnostics.append(diagnostic)
    }

    /// The range of the last scalar when it is quoted, runs over several lines and ends on the line of `mark`:
    /// a quote left open (`Text: "a`) that YAML closed at a quote on a later line.
    private func runOnQuotedScalar(before mark: yaml_mark_t) -> SourceRange? {
        guard lastScalar >= 0 else { return nil }
        let record = records[Int(lastScalar)]
        guard record.style == .singleQuoted || record.style == .doubleQuoted,
            record.range.start.line < record.range.end.line, record.range.end.line == Int32(mark.line) + 1
        else { return nil }
        return record.range
    }

    /// The nearest line above `mark` that ends in a `[` or a `{` (its comment aside), with no line ending in a
    /// closing bracket between, indented no less than the line of `mark`, so that what follows it is not its items:
    /// its number and the bracket that closes it.
    private func openedFlow(
        before mark: yaml_mark_t, lines: inout DiagnosticRenderer.SourceLines
    ) -> (line: Int, closer: String)? {
        guard let text = lines.line(Int(mark.line) + 1, in: path) else { return nil }
        let indentation = YAMLLoader.Message.indentation(of: text[...])
        var number = Int(mark.line)
        while number > 0, let line = lines.line(number, in: path) {
            let content = Self.beforeComment(line)
            switch content.last(where: { $0 != " " && $0 != "\t" && $0 != "\r" }) {
            case "[", "{":
                guard YAMLLoader.Message.indentation(of: line[...]) >= indentation else { return nil }
                return (number, content.last(where: { $0 == "[" || $0 == "{" }) == "[" ? "]" : "}")
            case "]", "}":
                return nil
            default:
                number -= 1
            }
        }
        return nil
    }

    /// The message for a key where libyaml expected none: a second entry on the line of a complete one
    /// (`- Text: "a" padding: true`), or a view's key indented like the items of its list of children.
    private func entryHint(
        _ problem: String, line: Substring, column: Int, at mark: yaml_mark_t, context: yaml_mark_t,
        lines: inout DiagnosticRenderer.SourceLines
    ) -> String? {
        if problem == YAMLLoader.Message.expectedKeyProblem, lastScalar >= 0,
            records[Int(lastScalar)].range.end.line == Int32(mark.line) + 1,
            !YAMLLoader.Message.startsWithInterpolation(line, before: column)
        {
            let mappingLine = lines.line(Int(context.line) + 1, in: path) ?? ""
            let owner = YAMLLoader.Message.key(in: mappingLine[...], at: Int(context.column))
            return YAMLLoader.Message.secondKeyHint(line, at: column, owner: owner.isEmpty ? nil : String(owner))
                .map { problem + $0 }
        }
        // A flow collection left open on its line (`- { id: 1, title: "a"` above the next item) runs on into the
        // lines below it; one whose line ends in a `,` or its bracket goes on there by design.
        if let closer = YAMLLoader.Message.flowClosers[problem], context.line < mark.line,
            let opening = lines.line(Int(context.line) + 1, in: path),
            let last = Self.beforeComment(opening).last(where: { $0 != " " && $0 != "\t" && $0 != "\r" }),
            !",{[".unicodeScalars.contains(last)
        {
            return problem + YAMLLoader.Message.unclosedFlowHint(closer)
        }
        // `bogus: [` with the lines below it indented no further: the flow collection its line opens and leaves open
        // is still being read where YAML expected one of its nodes.
        if problem == YAMLLoader.Message.expectedNodeProblem, let opened = openedFlow(before: mark, lines: &lines) {
            let what = opened.closer == "]" ? "'['" : "'{'"
            return problem + "; the \(what) that ends line \(opened.line) is not closed: end it with '\(opened.closer)'"
        }
        // Items below the arguments of a node whose nodes go under a key (`as: todo` of a `- ForEach:`), indented
        // past them or at their column, are its nodes, written without that key, unless it is written already.
        let atLineStart = column == line.unicodeScalars.prefix { $0 == " " }.count
        if problem.hasPrefix("mapping values") || (problem == YAMLLoader.Message.expectedKeyProblem && atLineStart),
            stack.count >= 1, case let top = stack[stack.count - 1], top.isMapping, top.base < pending.count,
            records[Int(pending[top.base])].range.start.line < Int(mark.line) + 1,
            let owner = scalarValue(pending[top.base]), let key = YAMLLoader.Message.nodesKeys[owner],
            !stride(from: top.base, to: pending.count, by: 2).contains(where: { scalarValue(pending[$0]) == key }),
            owner != "switch"
                || !stride(from: top.base, to: pending.count, by: 2).contains(where: {
                    scalarValue(pending[$0]) == "default"
                }),
            let hint = YAMLLoader.Message.nodesKeyHint(owner: owner, before: line)
        {
            return problem + hint
        }
        if problem == YAMLLoader.Message.listIndentationProblem, stack.count >= 2, !stack[stack.count - 1].isMapping,
            case let parent = stack[stack.count - 2], parent.isMapping, parent.pendingKey >= 0
        {
            let key = records[Int(parent.pendingKey)]
            guard key.kind == .scalar else { return nil }
            return YAMLLoader.Message.listKeyHint(
                line, owner: value(of: key), ownerColumn: Int(key.range.start.column), itemAbove: headOfLastItem()
            ).map { problem + $0 }
        }
        return nil
    }

    /// The first key of the last item of the open list, with its column, when that item is a mapping: the view
    /// a key written just below it most likely belongs to.
    private func headOfLastItem() -> (name: String, column: Int)? {
        let list = stack[stack.count - 1]
        guard pending.count > list.base else { return nil }
        let item = records[Int(pending[pending.count - 1])]
        guard item.kind == .mapping, item.count > 0 else { return nil }
        let head = records[Int(children[Int(item.first)])]
        guard head.kind == .scalar else { return nil }
        return (value(of: head), Int(head.range.start.column))
    }

    private mutating func error(_ code: String, _ message: String, at range: SourceRange) {
        diagnostics.append(Diagnostic(.error, code: code, message: message, file: path, range: range))
    }

    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        // A file is at most 16 MiB, so its lines and columns fit in 32 bits.
        SourceLocation(
            line: Int32(truncatingIfNeeded: mark.line &+ 1), column: Int32(truncatingIfNeeded: mark.column &+ 1))
    }

    private func range(_ start: yaml_mark_t, _ end: yaml_mark_t) -> SourceRange {
        SourceRange(start: location(start), end: location(end))
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// The index in `tags` of an explicit tag, with the YAML core prefix shortened back to `!!`; -1 for none.
    private mutating func tag(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> Int32 {
        guard let tag = Self.string(pointer) else { return -1 }
        let core = "tag:yaml.org,2002:"
        tags.append(tag.hasPrefix(core) ? "!!" + tag.dropFirst(core.count) : tag)
        return Int32(tags.count - 1)
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }
}
