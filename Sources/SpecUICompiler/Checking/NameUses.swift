/// Which names a view body reads and which it mutates, for lints and stable-id rules.
///
/// A read is any name in an expression, template or statement value; a
/// statement's target is a write, and so is a `$name` binding handed to a
/// control or child view, or the collection of `ForEach: $name`. The same walk
/// counts the body's nodes and lists the views of the unit it uses.
struct NameUses {
    /// Names read anywhere, in first-read order.
    private var readNames = NameTable<Void>()
    /// Each name written somewhere, with the first place that writes it.
    private var writtenNames = NameTable<SourceRange>()
    /// Each field written directly below a root name, as `root.field`, with the first place that writes it:
    /// `todo.title = ""` and `$todo.title` write `todo.title`.
    private var writtenFields = NameTable<SourceRange>()
    /// Every write of a field directly below a root name, `root.field`, in written order: the stable-id rules
    /// report each write of a row's id.
    private var fieldWrites: [(field: String, range: SourceRange)] = []
    /// Every node of the body and its descendants, counting `if` and `switch` themselves.
    private(set) var nodeCount = 0
    /// Whether an argument to a view of the unit stayed as written, untyped because the view or the
    /// parameter it names is unknown: what it reads is not known.
    private(set) var hasUnreadArguments = false
    /// Each plain name given a whole new value (`row = Row(...)`) or handed whole as a binding to a view of the
    /// unit (`member: $row`), in written order: what may change every field of it, for the stable-id rules.
    private(set) var wholeWrites: [WholeWrite] = []

    /// A name given a whole new value, or handed whole to a view of the unit that may change it.
    enum WholeWrite {
        case assigned(name: String, value: Expression, range: SourceRange)
        case handed(name: String, view: String, binding: String, range: SourceRange)
    }

    init(body: [ViewNode]) {
        visit(body)
    }

    private init() {}

    /// Whether the body reads `name` anywhere.
    func reads(_ name: String) -> Bool { readNames.contains(name) }

    /// The first place that writes `name`, if the body writes it.
    func firstWrite(of name: String) -> SourceRange? { writtenNames[name] }

    /// The first place that writes `field` of `name` (`todo.title`, or a path below it), if the body writes it.
    func firstWrite(of field: String, in name: String) -> SourceRange? { writtenFields[name + "." + field] }

    /// Every place that writes `field` of `name`, in written order.
    func writes(of field: String, in name: String) -> [SourceRange] {
        let key = name + "." + field
        return fieldWrites.filter { $0.field == key }.map(\.range)
    }

    /// The names read, in written order, without repeats.
    private var order: [String] { readNames.entries.map(\.name) }

    /// The names an expression mentions, in written order, without repeats.
    static func names(in expression: Expression) -> [String] {
        var collector = NameUses()
        collector.read(expression)
        return collector.order
    }

    /// The names a template interpolates, in written order, without repeats.
    static func names(in template: Template) -> [String] {
        var collector = NameUses()
        collector.read(template)
        return collector.order
    }

    /// The names a statement mentions, its target included.
    static func names(in statement: Statement) -> [String] {
        var collector = NameUses()
        switch statement.kind {
        case .assign(let target, _, let value):
            collector.read(target)
            collector.read(value)
        case .call(let target, _, let arguments):
            collector.read(target)
            for argument in arguments { collector.read(argument.value) }
        }
        return collector.order
    }

    /// The root name and the field right below it of an assignable path, with the range of the two (and of the
    /// `$`): `todo` and `done` in `$todo.done` and in `todo.done.x`; nil for a path that is only a name.
    static func rootField(of expression: Expression) -> (name: String, field: String, range: SourceRange)? {
        switch expression.kind {
        case .member(let base, let member):
            if let name = Self.name(of: base) { return (name, member.name, expression.range) }
            return rootField(of: base)
        case .binding(let base): return rootField(of: base).map { ($0.name, $0.field, expression.range) }
        case .parenthesized(let base): return rootField(of: base)
        default: return nil
        }
    }

    /// The name an expression is, through parentheses.
    private static func name(of expression: Expression) -> String? {
        switch expression.kind {
        case .name(let name): name
        case .parenthesized(let inner): self.name(of: inner)
        default: nil
        }
    }

    /// The name at the root of an assignable path: `todo` in `$todo.done`, `count` in `count`.
    static func root(of expression: Expression) -> (name: String, range: SourceRange)? {
        switch expression.kind {
        case .name(let name): (name, expression.range)
        case .member(let base, _), .binding(let base), .parenthesized(let base): root(of: base)
        default: nil
        }
    }

    private mutating func visit(_ nodes: [ViewNode]) {
        // Nodes are visited in place in the buffer; iterating the array would copy each one.
        nodes.withUnsafeBufferPointer { nodes in
            for index in nodes.indices { visit(nodes[index]) }
        }
    }

    private mutating func visit(_ node: ViewNode) {
        nodeCount += 1
        switch node.kind {
        case .text(let template), .image(let template): read(template)
        case .button(let label, let action):
            switch label {
            case .title(let title): read(title)
            case .label(let nodes): visit(nodes)
            }
            for item in action { visit(item) }
        case .vStack(_, let spacing, let content), .hStack(_, let spacing, let content):
            if let spacing { read(spacing) }
            visit(content)
        case .zStack(_, let content), .list(let content), .group(let content): visit(content)
        case .section(let header, let content):
            if let header { read(header) }
            visit(content)
        case .forEach(let forEach):
            read(forEach.collection)
            if forEach.isBinding { write(forEach.collection) }
            visit(forEach.content)
        case .toggle(let title, let binding), .textField(let title, let binding):
            read(title)
            read(binding)
        case .stepper(let label, let value, let bounds):
            read(label)
            read(value)
            if let bounds { read(bounds) }
        case .progressView(let label, let value):
            if let label { read(label) }
            if let value { read(value) }
        case .spacer(let minLength): if let minLength { read(minLength) }
        case .divider, .emptyView: break
        case .component(let view, let arguments):
            for argument in arguments {
                switch argument.value {
                case .template(let template): read(template)
                case .expression(let expression):
                    read(expression)
                    if case .binding(let base) = expression.kind, case .name(let name) = base.kind {
                        wholeWrites.append(
                            .handed(name: name, view: view.name, binding: argument.label.name, range: expression.range))
                    }
                case .unresolved(let scalar):
                    hasUnreadArguments = true
                    handed(scalar, to: view.name, as: argument.label.name)
                case .invalid, .misplaced: break
                }
            }
        case .ifElse(let node):
            read(node.condition)
            visit(node.then)
            if let otherwise = node.otherwise { visit(otherwise) }
        case .switchOver(let node):
            read(node.subject)
            for item in node.cases { visit(item.body) }
            if let defaultBody = node.defaultBody { visit(defaultBody) }
        }
        // Reading modifiers through the buffer switches on each kind in place rather than copying whole modifiers.
        node.modifiers.withUnsafeBufferPointer { modifiers in
            for index in modifiers.indices where Self.mentionsNames(modifiers[index].kind) {
                visitModifier(modifiers[index].kind)
            }
        }
    }

    /// Whether a modifier can hold names; telling needs no copy of the modifier, binding a payload does.
    private static func mentionsNames(_ kind: Modifier.Kind) -> Bool {
        switch kind {
        case .font, .bold, .italic, .underline, .foregroundColor, .background, .border, .equatable: false
        default: true
        }
    }

    private mutating func visitModifier(_ kind: Modifier.Kind) {
        switch kind {
        case .padding(let padding): if let length = padding.length { read(length) }
        case .cornerRadius(let value), .opacity(let value), .disabled(let value), .id(let value): read(value)
        case .frame(let frame):
            read(frame.width)
            read(frame.height)
            read(frame.minWidth)
            read(frame.maxWidth)
            read(frame.minHeight)
            read(frame.maxHeight)
        case .accessibilityIdentifier(let template): read(template)
        case .onAppear(let action): for item in action { visit(item) }
        case .onChange(let value, let action):
            read(value)
            for item in action { visit(item) }
        case .font, .bold, .italic, .underline, .foregroundColor, .background, .border, .equatable: break
        }
    }

    private mutating func read(_ dimension: Frame.Dimension?) {
        if case .value(let value)? = dimension { read(value) }
    }

    private mutating func visit(_ statement: Statement) {
        switch statement.kind {
        case .assign(let target, let op, let value):
            readBelowRoot(target)
            read(value)
            if op == .assign, case .name(let name) = target.kind {
                wholeWrites.append(.assigned(name: name, value: value, range: target.range))
            }
        case .call(let target, let method, let arguments):
            // A call the target's type has no such method for (`name.append` on a String) is reported as such,
            // and writes nothing.
            if let type = target.type, !Self.mutates(method.name, type) { read(target) } else { readBelowRoot(target) }
            for item in arguments { read(item.value) }
        }
    }

    /// Whether `method` is a statement's call that changes a value of `type`.
    private static func mutates(_ method: String, _ type: TypeRef) -> Bool {
        StatementMethod(rawValue: method).map { StatementMethod.valid(on: type).contains($0) } ?? false
    }

    /// A statement target writes its root name; anything else it mentions is read.
    private mutating func readBelowRoot(_ target: Expression) {
        if Self.root(of: target) != nil { write(target) } else { read(target) }
    }

    /// Before checking, a binding handed to a view is still its text: `$row` hands the row whole, and `$row.name`
    /// writes `row.name`, as a checked binding does.
    private mutating func handed(_ scalar: YAMLScalar, to view: String, as binding: String) {
        guard scalar.value.first == "$", let path = SwiftIdentifier.pathNames(scalar.value.dropFirst()) else { return }
        let range = SourceRange(at: scalar.start)
        let root = String(path[0])
        writtenNames.add(root, range)
        guard path.count > 1 else {
            wholeWrites.append(.handed(name: root, view: view, binding: binding, range: range))
            return
        }
        let field = root + "." + path[1]
        writtenFields.add(field, range)
        fieldWrites.append((field, range))
    }

    /// Records the root name of an assignable path as written, and the field right below it.
    private mutating func write(_ path: Expression) {
        guard let root = Self.root(of: path) else { return }
        writtenNames.add(root.name, root.range)
        if let field = Self.rootField(of: path) {
            let key = field.name + "." + field.field
            writtenFields.add(key, field.range)
            fieldWrites.append((key, field.range))
        }
    }

    private mutating func read(_ template: Template) {
        for case .interpolation(let expression) in template.parts { read(expression) }
    }

    private mutating func read(_ expression: Expression) {
        switch expression.kind {
        case .integer, .double, .boolean, .null, .enumCase: break
        case .string(let template): read(template)
        case .array(let items): for item in items { read(item) }
        case .name(let name): readNames.add(name, ())
        case .binding(let base):
            read(base)
            write(expression)
        case .member(let base, _), .unary(_, let base), .parenthesized(let base): read(base)
        case .methodCall(let base, _, let arguments):
            read(base)
            for item in arguments { read(item.value) }
        case .construct(_, let arguments): for item in arguments { read(item.value) }
        case .binary(_, let left, let right), .range(let left, let right, _):
            read(left)
            read(right)
        case .ternary(let condition, let then, let otherwise):
            read(condition)
            read(then)
            read(otherwise)
        }
    }
}
