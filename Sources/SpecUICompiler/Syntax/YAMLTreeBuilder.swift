import CYAML

/// Builds the node tree from libyaml events, enforcing the loader's limits as it goes.
struct YAMLTreeBuilder {
    /// A sequence or mapping whose end event has not arrived yet.
    private struct Frame {
        var isMapping: Bool
        var start: SourceLocation
        var tag: String?
        var anchor: String?
        var items: [YAMLNode] = []
        var entries: [YAMLMappingEntry] = []
        var pendingKey: YAMLNode?
        /// Scalar keys seen so far, indexed once a mapping grows past a handful of entries.
        var keyIndex: [String: SourceRange]?
        /// Nodes in this collection, itself and alias expansions included.
        var nodeCount = 1
    }

    private typealias Anchored = (node: YAMLNode, count: Int)

    private let bytes: [UInt8]
    private var source: SourceText
    private let path: String
    private var stack: [Frame] = []
    private var anchors: [String: Anchored] = [:]
    private var expandedNodes = 0
    private var root: YAMLNode?
    private var documents = 0
    private(set) var diagnostics: [Diagnostic] = []

    /// Prepares to build the tree of bytes already checked to be valid UTF-8.
    init(validatedBytes bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.source = SourceText(validatedBytes: bytes)
        self.path = path
    }

    /// Parses the whole stream; nil when a diagnostic stopped it.
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
        guard root.mapping != nil else {
            error("root-not-mapping", YAMLLoader.Message.rootNotMapping(root.kindDescription), at: root.range)
            return nil
        }
        return root
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
            let value = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
            let scalar = YAMLScalar(
                value: value, style: Self.style(data.style),
                source: source.slice(from: event.start_mark, to: event.end_mark),
                start: location(event.start_mark))
            let node = YAMLNode(
                kind: .scalar(scalar), range: range(event.start_mark, event.end_mark), tag: Self.tag(data.tag))
            return add(node, count: 1, anchor: Self.string(data.anchor))
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            return open(mapping: false, at: event.start_mark, tag: data.tag, anchor: data.anchor)
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            return open(mapping: true, at: event.start_mark, tag: data.tag, anchor: data.anchor)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            let frame = stack.removeLast()
            let kind: YAMLNode.Kind = frame.isMapping ? .mapping(frame.entries) : .sequence(frame.items)
            let end = location(event.end_mark)
            let node = YAMLNode(kind: kind, range: SourceRange(start: frame.start, end: end), tag: frame.tag)
            return add(node, count: frame.nodeCount, anchor: frame.anchor)
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
            return add(anchored.node, count: anchored.count, anchor: nil)
        default:
            return true
        }
    }

    private mutating func open(
        mapping: Bool, at mark: yaml_mark_t, tag: UnsafeMutablePointer<yaml_char_t>?,
        anchor: UnsafeMutablePointer<yaml_char_t>?
    ) -> Bool {
        guard stack.count < YAMLLoader.maximumDepth else {
            error("nesting-too-deep", YAMLLoader.Message.tooDeep, at: range(mark, mark))
            return false
        }
        var frame = Frame(isMapping: mapping, start: location(mark), tag: Self.tag(tag), anchor: Self.string(anchor))
        // Most spec mappings and lists are short; one allocation up front beats regrowing from one element.
        if mapping { frame.entries.reserveCapacity(4) } else { frame.items.reserveCapacity(2) }
        stack.append(frame)
        return true
    }

    /// Places a finished node in its parent (as a key, a value or an item) or makes it the root.
    private mutating func add(_ node: consuming YAMLNode, count: Int, anchor: String?) -> Bool {
        if let anchor { anchors[anchor] = (node, count) }
        guard !stack.isEmpty else {
            root = node
            return true
        }
        let top = stack.count - 1
        stack[top].nodeCount += count
        guard stack[top].isMapping else {
            stack[top].items.append(node)
            return true
        }
        guard let key = stack[top].pendingKey.take() else {
            stack[top].pendingKey = node
            return true
        }
        if let first = firstOccurrence(of: key, in: top) {
            let name = key.scalar?.value ?? ""
            diagnostics.append(
                Diagnostic(
                    .error, code: "duplicate-key", message: YAMLLoader.Message.duplicateKey(name), file: path,
                    range: key.range,
                    notes: [.init(message: YAMLLoader.Message.firstKey(name), file: path, range: first)]))
            return true
        }
        stack[top].entries.append(YAMLMappingEntry(key: key, value: node))
        return true
    }

    /// The range of an earlier key equal to `key`, comparing scalar keys by value.
    ///
    /// Collection keys are never equal here: the spec language has none, and the
    /// decoder reports them.
    private mutating func firstOccurrence(of key: YAMLNode, in top: Int) -> SourceRange? {
        guard let name = key.scalar?.value else { return nil }
        if stack[top].keyIndex == nil, stack[top].entries.count < 12 {
            for entry in stack[top].entries where entry.key.scalar?.value == name {
                return entry.key.range
            }
            return nil
        }
        if stack[top].keyIndex == nil {
            var index: [String: SourceRange] = [:]
            for entry in stack[top].entries.reversed() {
                if let value = entry.key.scalar?.value { index[value] = entry.key.range }
            }
            stack[top].keyIndex = index
        }
        if let first = stack[top].keyIndex?[name] { return first }
        stack[top].keyIndex?[name] = key.range
        return nil
    }

    private mutating func reportSyntaxError(_ parser: yaml_parser_t) {
        let problem = parser.problem.map { String(cString: $0) } ?? "the YAML could not be parsed"
        var notes: [Diagnostic.Note] = []
        if let context = parser.context.map({ String(cString: $0) }) {
            let mark = parser.context_mark
            notes.append(.init(message: "\(context) that starts here", file: path, range: range(mark, mark)))
        }
        let mark = parser.problem_mark
        diagnostics.append(
            Diagnostic(
                .error, code: "yaml-syntax", message: YAMLLoader.Message.syntax(problem), file: path,
                range: range(mark, mark), notes: notes))
    }

    private mutating func error(_ code: String, _ message: String, at range: SourceRange) {
        diagnostics.append(Diagnostic(.error, code: code, message: message, file: path, range: range))
    }

    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private func range(_ start: yaml_mark_t, _ end: yaml_mark_t) -> SourceRange {
        SourceRange(start: location(start), end: location(end))
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// An explicit tag, with the YAML core prefix shortened back to `!!`.
    private static func tag(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let tag = string(pointer) else { return nil }
        let core = "tag:yaml.org,2002:"
        return tag.hasPrefix(core) ? "!!" + tag.dropFirst(core.count) : tag
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
