import SpecUIText

/// Checks the stable-id rules of SPEC-LANGUAGE §6 on a checked view: ForEach
/// identity, explicit `id:` modifiers and accessibility identifiers.
struct StableIDChecker {
    /// An enclosing `ForEach`: its loop variable, its collection and the element field that identifies a row.
    private struct Row {
        var variable: String
        var collection: Expression
        /// `id` or the field of `id: field`; nil for `id: self`, where the element itself is the id.
        var idField: String?
        /// Whether the rows' ids are known: not when the collection failed to check (`ForEach: count`) or the
        /// ForEach's identity did (`id: ident`, reported there), whose rows' ids are then not asked of what is inside.
        var isKnown = true
        /// Whether the rows are `ForEach: $items`'s, each a binding into the collection.
        var isBinding = false
    }

    let declarations: UnitDeclarations
    /// What the views of the unit may change of their bindings' values.
    let bindingWrites: BindingWrites
    let file: String
    private let view: ViewDecl
    private let uses: NameUses
    /// Where each state is declared, first of its name.
    private let statePositions: SmallMap<String, Int>
    private var rows: [Row] = []
    /// Where control flow chose a branch on the way to a node: each `if` or `switch` (numbered in visit order)
    /// and the branch taken.
    private typealias Branches = [(construct: Int, branch: Int)]

    /// The branches on the way to the node being visited.
    private var branches: Branches = []
    private var constructs = 0
    /// Every accessibility identifier written outside a ForEach, with where and under which branches.
    private var accessibilityIdentifiers: [String: [(range: SourceRange, branches: Branches)]] = [:]
    /// States and inputs whose literal values were already checked for repeats under `id: self`.
    private var checkedLiteralNames: Set<String> = []
    /// A list literal and the field of `id: field` its elements were checked for repeats of.
    private struct LiteralField: Hashable {
        var list: SourceRange
        var field: String
    }

    /// The list literals already checked for repeats of an `id: field`, however many `ForEach` nodes read them.
    private var checkedLiteralFields: Set<LiteralField> = []
    /// The collections of `ForEach` nodes identified by `self` whose values were checked to be constant: each one
    /// that is computed is `unverifiable-id-self`, which says so, so the lints do not also call it computed.
    private(set) var selfIdentifiedCollections: Set<SourceRange> = []
    var diagnostics: [Diagnostic] = []

    /// Checks `view`, whose body's name uses are `uses`.
    init(view: ViewDecl, uses: NameUses, declarations: UnitDeclarations, bindingWrites: BindingWrites, file: String) {
        self.view = view
        self.declarations = declarations
        self.bindingWrites = bindingWrites
        self.file = file
        self.uses = uses
        var statePositions = SmallMap<String, Int>()
        for (index, state) in view.state.enumerated() where statePositions[state.name.name] == nil {
            statePositions.add(state.name.name, index)
        }
        self.statePositions = statePositions
    }

    /// The state named `name`, the first of that name.
    private func state(named name: String) -> StateDecl? {
        statePositions[name].map { view.state[$0] }
    }

    static func missingIdentity(_ collection: TypeRef, element: TypeRef, suggestion: String) -> String {
        "ForEach over '\(collection)' has no stable identity and index-based identity does not exist; \(suggestion)"
    }

    static func unknownIDField(_ field: String, element: String, suggestion: String) -> String {
        "'\(element)' has no field '\(field)' to identify rows by\(suggestion)"
    }

    /// `id: field` on elements without fields; `id: self` is suggested only where it is allowed.
    static func fieldOnScalar(_ field: String, element: TypeRef, identifiesBySelf: Bool) -> String {
        "elements of type '\(element)' have no field '\(field)'; "
            + (identifiesBySelf ? "write 'id: self' to identify rows by their value" : recordWithID)
    }

    /// `id: self` on elements that cannot be their own id; a field is suggested only where the elements have some.
    static func invalidIDSelf(_ element: TypeRef, hasFields: Bool) -> String {
        "'id: self' needs elements of type Int, Double, Bool, String or an enum, found '\(element)'; "
            + (hasFields ? "write 'id:' with a field that identifies each element" : recordWithID)
    }

    static let recordWithID = "give the elements a record type with an 'id' field"

    /// For scalar elements whose literals repeat a value, which `id: self` would make a duplicate id.
    static func selfWouldRepeat(_ value: String) -> String {
        "the value \(value) repeats, so 'id: self' would not identify each element; " + recordWithID
    }

    /// For scalar elements of a collection `id: self` would be rejected for: a prop, a binding, a field, a state an
    /// action changes, a computed collection.
    static let recordWithIDNotSelf =
        recordWithID + " ('id: self' needs an array literal or a state that no action changes)"

    /// The change is an action's or a binding's (`ForEach: $name`, `text: $name`); the note shows which.
    static func mutatedIDSelf(_ name: String) -> String {
        "'id: self' needs a collection that never changes, but the body changes '\(name)'; "
            + "give the elements an 'id' field instead"
    }

    static let mutatedHere = "changed here"

    static func unverifiableIDSelf(_ description: String) -> String {
        "'id: self' needs an array literal or a state that no action changes, so its values are known to be "
            + "distinct; \(description)"
    }

    static let computedCollection = "this collection is computed"

    static func fieldCollection(_ path: String) -> String {
        "'\(path)' is a field, not a state of this view; identify its elements by a field instead, storing them as "
            + "records with an 'id' (a 'Tag' of '{id: String}' for a list of words)"
    }

    static let computedElements = "an element of this array literal is not a constant literal"

    static let computedElement = "computed here; its value is known only when the body runs"

    static func duplicateValue(_ value: String) -> String {
        "the value \(value) appears again in a collection identified by 'id: self'"
    }

    static func firstValue(_ value: String) -> String { "\(value) first appears here" }

    static func duplicateFieldValue(_ value: String, field: String, element: TypeRef) -> String {
        "two '\(element)' elements have the \(field) \(value), and 'id: \(field)' makes it the id of their rows; ids "
            + "must be unique"
    }

    static func firstFieldValue(_ value: String, field: String) -> String {
        "the \(field) \(value) is first used here"
    }

    static func duplicateViewID(_ value: String) -> String { "sibling views share the id \(value)" }

    static func firstViewID(_ value: String) -> String { "\(value) is first used here" }

    static func rowIDWithoutLoopVariable(_ variable: String) -> String {
        "an 'id' inside a ForEach must depend on the loop variable '\(variable)'; otherwise every row shares it"
    }

    static func mutableRowID(_ variable: String, field: String) -> String {
        "'\(variable).\(field)' identifies the rows of this ForEach, so changing it gives the row a new identity "
            + "and resets its state, ending any editing in it; identify the rows by a field that never changes"
    }

    static func rowIdentifiedBy(_ field: String) -> String { "the rows are identified by '\(field)' here" }

    static func replacedRow(_ variable: String, field: String) -> String {
        "a new '\(variable)' may change '\(variable).\(field)', which identifies the rows of this ForEach, giving the "
            + "row a new identity and resetting its state; keep it, '\(field): \(variable).\(field)', or identify the "
            + "rows by a field that never changes"
    }

    static func rowChangedBy(_ view: String, binding: String, variable: String, field: String) -> String {
        "'\(view)' changes '\(binding).\(field)' of the '\(variable)' it is handed, and '\(variable).\(field)' identifies "
            + "the rows of this ForEach, so each change gives the row a new identity and resets its state, ending any "
            + "editing in it; identify the rows by a field that never changes"
    }

    static func duplicateAccessibilityIdentifier(_ value: String) -> String {
        "accessibilityIdentifier '\(value)' is already used in this view"
    }

    static func rowAccessibilityIdentifier(_ example: String) -> String {
        "an accessibilityIdentifier inside a ForEach must interpolate the row's id, such as '\(example)'"
    }

    /// For an identifier inside nested rows that interpolates the id of some of them but not of `missing`.
    static func missingRowIDs(_ missing: [String]) -> String {
        "an accessibilityIdentifier inside nested ForEach rows must interpolate the id of every enclosing row; "
            + "add \(missing.joined(separator: " and "))"
    }

    mutating func check() {
        visit(view.body)
    }

    /// `transparent` for the views of a `Group` or of a branch of an `if` or `switch`, which are siblings of the views
    /// around them: their ids were compared with those where the list around them was.
    private mutating func visit(_ nodes: [ViewNode], transparent: Bool = false) {
        if !transparent { checkSiblingIDs(nodes) }
        // Nodes are visited in place in the buffer; iterating the array would copy each one.
        nodes.withUnsafeBufferPointer { nodes in
            for index in nodes.indices { visit(nodes[index]) }
        }
    }

    private mutating func visit(_ node: ViewNode) {
        node.modifiers.withUnsafeBufferPointer { modifiers in
            for index in modifiers.indices where Self.isChecked(modifiers[index].kind) { check(modifiers[index].kind) }
        }
        switch node.kind {
        case .button(.label(let nodes), _): visit(nodes)
        case .vStack(_, _, let content), .hStack(_, _, let content), .zStack(_, let content), .list(let content),
            .section(_, let content):
            visit(content)
        case .group(let content):
            visit(content, transparent: true)
        case .forEach(let forEach):
            let identity = identity(of: forEach, at: node.range)
            let idField: String? = if case .field(let field) = identity { field } else { nil }
            if forEach.isBinding, let idField { checkRowIDUnchanged(forEach, idField: idField, at: node.range) }
            if forEach.isBinding { reportReadsAfterChange(in: forEach) }
            rows.append(
                Row(
                    variable: forEach.variable.name, collection: forEach.collection, idField: idField,
                    isKnown: identity != nil, isBinding: forEach.isBinding))
            visit(forEach.content)
            rows.removeLast()
        case .ifElse(let ifNode):
            visitBranches([ifNode.then] + (ifNode.otherwise.map { [$0] } ?? []))
        case .switchOver(let switchNode):
            visitBranches(switchNode.cases.map(\.body) + (switchNode.defaultBody.map { [$0] } ?? []))
        case .text, .button, .toggle, .textField, .stepper, .progressView, .image, .spacer, .divider, .emptyView,
            .component:
            break
        }
    }

    /// The branches of one `if` or `switch`, of which at most one is on screen at a time.
    private mutating func visitBranches(_ bodies: [[ViewNode]]) {
        constructs += 1
        let construct = constructs
        for (branch, body) in bodies.enumerated() {
            branches.append((construct, branch))
            visit(body, transparent: true)
            branches.removeLast()
        }
    }

    /// Whether two nodes are never on screen together: they lie in different branches of one `if` or `switch`.
    private static func exclusive(_ first: Branches, _ second: Branches) -> Bool {
        for (a, b) in zip(first, second) where a != b {
            return a.construct == b.construct
        }
        return false
    }

    /// What identifies a ForEach's row: a field of its element, or the element itself (`id: self`).
    private enum RowIdentity {
        case field(String)
        case element
    }

    /// Checks a ForEach's identity (§6.1) and returns what identifies a row; nil where the identity is in error, or
    /// the collection is, which was reported.
    private mutating func identity(of forEach: ForEachNode, at range: SourceRange) -> RowIdentity? {
        guard let element = forEach.elementType, let collection = forEach.collection.type else { return nil }
        let fields: [FieldDecl]? =
            if case .named(let name) = element { declarations.recordFields(name) } else { nil }
        // A field whose declaration was reported (`id: Itn`) still names the rows; it is not reported again here.
        func isField(_ name: String) -> Bool {
            fields?.contains(where: { $0.name.name.hasSameScalars(as: name) }) == true
                || declarations.typeTable.isRejectedField(name, of: element)
        }
        switch forEach.identity {
        case .implicit:
            if isField("id") {
                checkConstructedValues(of: forEach.collection, field: "id", element: element)
                return .field("id")
            }
            let suggestion =
                if fields != nil {
                    "add 'id:' naming a field of '\(element)' that identifies each element"
                } else if Self.isLiteralHashable(element, declarations: declarations) {
                    !canIdentifyBySelf(forEach.collection)
                        ? Self.recordWithIDNotSelf
                        : firstRepeatedValue(in: forEach.collection).map(Self.selfWouldRepeat)
                            ?? "add 'id: self' if the values are distinct and never change"
                } else {
                    Self.recordWithID
                }
            error(
                "missing-foreach-id", Self.missingIdentity(collection, element: element, suggestion: suggestion),
                at: range)
        case .field(let field):
            guard let fields else {
                let bySelf = Self.isLiteralHashable(element, declarations: declarations)
                let message = Self.fieldOnScalar(field.name, element: element, identifiesBySelf: bySelf)
                error("unknown-id-field", message, at: field.range)
                return nil
            }
            if !isField(field.name) {
                let names = fields.map(\.name.name)
                let suggestion =
                    ExpressionChecker.equivalentSpelling(field.name, among: names)
                    ?? Suggestion.didYouMean(field.name, among: names)
                let message = Self.unknownIDField(field.name, element: element.description, suggestion: suggestion)
                error(
                    "unknown-id-field", message, at: field.range,
                    fixIt: .nearSpelling(of: field.name, among: names, told: suggestion, at: field.range))
                return nil
            }
            if field.name != "id" {
                // Repeated `id` fields are reported wherever a literal holds them, ForEach or not.
                checkLiteralValues(of: forEach.collection, field: field.name, element: element)
            }
            checkConstructedValues(of: forEach.collection, field: field.name, element: element)
            return .field(field.name)
        case .element(let selfRange):
            guard Self.isLiteralHashable(element, declarations: declarations) else {
                error("invalid-id-self", Self.invalidIDSelf(element, hasFields: fields != nil), at: selfRange)
                return nil
            }
            selfIdentifiedCollections.insert(forEach.collection.range)
            checkConstantDistinct(forEach.collection, selfRange: selfRange)
            return .element
        }
        return nil
    }

    /// A row binding may not change the field that identifies its row (§6.1): `$todo.id`, `todo.id = 1`, a whole
    /// new row that does not keep it (`todo = Todo(id: 9, ...)`), or the row handed to a view that changes it.
    private mutating func checkRowIDUnchanged(_ forEach: ForEachNode, idField: String, at range: SourceRange) {
        let variable = forEach.variable.name
        let uses = NameUses(body: forEach.content)
        // Each write is a mistake of its own, reported in written order.
        var writes = uses.writes(of: idField, in: variable).map { ($0, Self.mutableRowID(variable, field: idField)) }
        for whole in uses.wholeWrites {
            switch whole {
            case .assigned(let name, let value, let range) where name == variable:
                if !BindingWrites.keeps(idField, of: name, in: value) {
                    writes.append((range, Self.replacedRow(variable, field: idField)))
                }
            case .handed(let name, let view, let binding, let range) where name == variable:
                if bindingWrites.mayChange(field: idField, of: binding, in: view) {
                    writes.append(
                        (range, Self.rowChangedBy(view, binding: binding, variable: variable, field: idField)))
                }
            default:
                continue
            }
        }
        let identity = if case .field(let field) = forEach.identity { field.range } else { range }
        for (place, message) in writes.sorted(by: { $0.0.start < $1.0.start }) {
            let note = Diagnostic.Note(message: Self.rowIdentifiedBy(idField), file: file, range: identity)
            error("mutable-row-id", message, at: place, notes: [note])
        }
    }

    /// Whether `id: self` could be accepted for `collection`: an array literal, or a state no action changes.
    private func canIdentifyBySelf(_ collection: Expression) -> Bool {
        switch collection.kind {
        case .array:
            return true
        case .name(let name):
            return state(named: name) != nil && uses.firstWrite(of: name) == nil
        case .parenthesized(let inner):
            return canIdentifyBySelf(inner)
        default:
            return false
        }
    }

    /// The first value of the collection's literals (an array literal, or a state's initial and preview values) that
    /// repeats an earlier one of its list, spelled as an id: where `id: self` would be a duplicate id.
    private func firstRepeatedValue(in collection: Expression) -> String? {
        let lists: [[(value: IDValue?, range: SourceRange)]]
        switch collection.kind {
        case .array(let items): lists = [items.map { (IDValue($0), $0.range) }]
        case .name(let name): lists = literalItems(of: name).map { items in items.map { (IDValue($0), $0.range) } }
        case .parenthesized(let inner): return firstRepeatedValue(in: inner)
        default: return nil
        }
        for values in lists {
            var seen = IDValue.Occurrences()
            for case (let value?, let range) in values where seen.earlier(value, at: range) != nil {
                return value.description
            }
        }
        return nil
    }

    /// `id: self` needs values known to be distinct and unchanging: an array literal or untouched state.
    private mutating func checkConstantDistinct(_ collection: Expression, selfRange: SourceRange) {
        switch collection.kind {
        case .array(let items):
            let values = items.map { (value: IDValue($0), range: $0.range) }
            if let computed = values.first(where: { $0.value == nil }) {
                let note = Diagnostic.Note(message: Self.computedElement, file: file, range: computed.range)
                error(
                    "unverifiable-id-self", Self.unverifiableIDSelf(Self.computedElements), at: selfRange,
                    notes: [note])
            }
            reportDuplicates(values)
        case .name(let name) where state(named: name) != nil:
            if let write = uses.firstWrite(of: name) {
                let note = Diagnostic.Note(message: Self.mutatedHere, file: file, range: write)
                error("mutable-id-self", Self.mutatedIDSelf(name), at: selfRange, notes: [note])
            } else {
                checkLiteralValues(of: name)
            }
        case .name(let name):
            let isProp = view.props.contains(where: { $0.name.name == name })
            let isBinding = !isProp && view.bindings.contains(where: { $0.name.name == name })
            let role =
                isProp
                ? "'\(name)' is a prop"
                : isBinding ? "'\(name)' is a binding" : "'\(name)' is not declared by this view"
            error("unverifiable-id-self", Self.unverifiableIDSelf(role), at: selfRange)
            if isProp || isBinding { checkLiteralValues(of: name) }
        case .parenthesized(let inner):
            checkConstantDistinct(inner, selfRange: selfRange)
        case .member:
            let reason = ExpressionChecker.path(of: collection).map(Self.fieldCollection) ?? Self.computedCollection
            error("unverifiable-id-self", Self.unverifiableIDSelf(reason), at: selfRange)
        default:
            error("unverifiable-id-self", Self.unverifiableIDSelf(Self.computedCollection), at: selfRange)
        }
    }

    /// Reports repeated values in the literals `name` is given: a state's initial value and each preview's.
    ///
    /// Each name's literals are checked once, however many `ForEach` nodes identify its elements by `self`.
    private mutating func checkLiteralValues(of name: String) {
        guard checkedLiteralNames.insert(name).inserted else { return }
        for items in literalItems(of: name) {
            reportDuplicates(items.map { (IDValue($0), $0.range) })
        }
    }

    /// Reports repeated values of `field` in the list literals `collection` takes, which `id: field` makes the ids
    /// of its rows: `[{name: "a"}, {name: "a"}]` under `id: name`, or under `ForEach: row.seats`, `id: number`, the
    /// seats of each row of the state's literal.
    ///
    /// Each list literal is checked once for each field, however many `ForEach` nodes identify its elements by it.
    private mutating func checkLiteralValues(of collection: Expression, field: String, element: TypeRef) {
        for list in literalValues(of: collection, rowCount: rows.count) {
            guard case .array(let items) = list.kind,
                checkedLiteralFields.insert(LiteralField(list: list.range, field: field)).inserted
            else { continue }
            let values = items.map { item -> (value: IDValue?, range: SourceRange) in
                guard case .record(let fields) = item.kind,
                    let value = fields.first(where: { $0.name.name == field })?.value
                else { return (nil, item.range) }
                return (IDValue(value), value.range)
            }
            reportDuplicates(values) { value, first in
                (
                    Self.duplicateFieldValue(value, field: field, element: element),
                    Self.firstFieldValue(first, field: field)
                )
            }
        }
    }

    /// An array expression of records built in place (`[T(id: 1), T(id: 1)]`) whose `field` arguments are
    /// constants: two equal ones are the same id, known before the body runs.
    private mutating func checkConstructedValues(of collection: Expression, field: String, element: TypeRef) {
        var expression = collection
        while case .parenthesized(let inner) = expression.kind { expression = inner }
        guard case .array(let items) = expression.kind else { return }
        let values = items.map { item -> (value: IDValue?, range: SourceRange) in
            guard case .construct(_, let arguments) = item.kind,
                let value = arguments.first(where: { $0.label?.name == field })?.value
            else { return (nil, item.range) }
            return (IDValue(value), value.range)
        }
        reportDuplicates(values) { value, first in
            // A record's `id` is its id wherever it is built, as in a literal.
            field == "id"
                ? (LiteralChecker.duplicateID(value, of: "\(element)"), LiteralChecker.firstID(first))
                : (
                    Self.duplicateFieldValue(value, field: field, element: element),
                    Self.firstFieldValue(first, field: field)
                )
        }
    }

    /// The elements of the list literals `name` is given: a state's initial value and each preview's.
    private func literalItems(of name: String) -> [[Literal]] {
        literalValues(of: name).compactMap { literal in
            if case .array(let items) = literal.kind { items } else { nil }
        }
    }

    /// The literals `name` is given: a state's initial value and each preview's.
    private func literalValues(of name: String) -> [Literal] {
        var literals = state(named: name).map { [$0.initial] } ?? []
        for preview in view.previews {
            literals += preview.values.lazy.filter { $0.name.name == name }.map(\.value)
        }
        return literals
    }

    /// The literals `expression` stands for in the view's literal data, with the first `rowCount` enclosing rows in
    /// scope: a state's initial value and each preview's value of a name, a field of each of those, and for a loop
    /// variable each element of its collection's lists.
    private func literalValues(of expression: Expression, rowCount: Int) -> [Literal] {
        switch expression.kind {
        case .name(let name):
            if let index = rows[..<rowCount].lastIndex(where: { $0.variable == name }) {
                return literalValues(of: rows[index].collection, rowCount: index).flatMap { literal -> [Literal] in
                    if case .array(let items) = literal.kind { items } else { [] }
                }
            }
            return literalValues(of: name)
        case .member(let base, let member):
            return literalValues(of: base, rowCount: rowCount).compactMap { literal in
                guard case .record(let fields) = literal.kind else { return nil }
                return fields.first(where: { $0.name.name == member.name })?.value
            }
        case .parenthesized(let inner), .binding(let inner):
            return literalValues(of: inner, rowCount: rowCount)
        default:
            return []
        }
    }

    /// Reports values equal, as Swift's `Hashable` compares them, to an earlier one, with the message and note
    /// `messages` gives for the value and its first spelling (by default those of `id: self`).
    private mutating func reportDuplicates(
        _ values: [(value: IDValue?, range: SourceRange)],
        messages: (String, String) -> (String, String) = { (duplicateValue($0), firstValue($1)) }
    ) {
        var seen = IDValue.Occurrences()
        for case (let value?, let range) in values {
            guard let first = seen.earlier(value, at: range) else { continue }
            let (message, noteMessage) = messages(value.description, first.value.description)
            let note = Diagnostic.Note(message: noteMessage, file: file, range: first.range)
            error("duplicate-id", message, at: range, notes: [note])
        }
    }

    /// Explicit `id:` modifiers with literal values must differ among siblings (§6.3).
    private mutating func checkSiblingIDs(_ nodes: [ViewNode]) {
        var found: [(key: IDValue, range: SourceRange, branches: Branches)] = []
        var constructs = 0
        var branches: Branches = []
        Self.collectSiblingIDs(nodes, branches: &branches, constructs: &constructs, into: &found)
        guard found.count > 1 else { return }
        // The earlier views of each id: a body of thousands of ids is not compared pair by pair.
        var earlier: [IDValue: [Int]] = [:]
        for (index, id) in found.enumerated() {
            defer { earlier[id.key, default: []].append(index) }
            // The first earlier view of the same id that can be on screen with this one.
            guard
                let first = earlier[id.key]?.lazy.map({ found[$0] }).first(where: {
                    !Self.exclusive($0.branches, id.branches)
                })
            else { continue }
            let note = Diagnostic.Note(message: Self.firstViewID(first.key.description), file: file, range: first.range)
            error("duplicate-view-id", Self.duplicateViewID(id.key.description), at: id.range, notes: [note])
        }
    }

    /// The literal `id`s of `nodes` and of the views their `Group`s and `if` and `switch` branches hold, which are
    /// siblings of theirs as SwiftUI lays them out, each with the branches it lies in (`branches`, a stack kept as
    /// the walk goes in and out of them).
    private static func collectSiblingIDs(
        _ nodes: [ViewNode], branches: inout Branches, constructs: inout Int,
        into found: inout [(key: IDValue, range: SourceRange, branches: Branches)]
    ) {
        // Nodes and modifiers are read in place in their buffers; iterating the arrays would copy each one.
        nodes.withUnsafeBufferPointer { nodes in
            for index in nodes.indices {
                nodes[index].modifiers.withUnsafeBufferPointer { modifiers in
                    for index in modifiers.indices {
                        // Matching the case alone first spares copying every other modifier to bind a payload.
                        guard case .id = modifiers[index].kind, case .id(let value) = modifiers[index].kind,
                            let key = IDValue(value)
                        else { continue }
                        found.append((key, value.range, branches))
                    }
                }
                switch nodes[index].kind {
                case .group(let content):
                    collectSiblingIDs(content, branches: &branches, constructs: &constructs, into: &found)
                case .ifElse(let ifNode):
                    constructs += 1
                    let construct = constructs
                    branches.append((construct, 0))
                    collectSiblingIDs(ifNode.then, branches: &branches, constructs: &constructs, into: &found)
                    branches.removeLast()
                    if let otherwise = ifNode.otherwise {
                        branches.append((construct, 1))
                        collectSiblingIDs(otherwise, branches: &branches, constructs: &constructs, into: &found)
                        branches.removeLast()
                    }
                case .switchOver(let switchNode):
                    constructs += 1
                    let construct = constructs
                    for (branch, switchCase) in switchNode.cases.enumerated() {
                        branches.append((construct, branch))
                        collectSiblingIDs(switchCase.body, branches: &branches, constructs: &constructs, into: &found)
                        branches.removeLast()
                    }
                    if let defaultBody = switchNode.defaultBody {
                        branches.append((construct, switchNode.cases.count))
                        collectSiblingIDs(defaultBody, branches: &branches, constructs: &constructs, into: &found)
                        branches.removeLast()
                    }
                default:
                    continue
                }
            }
        }
    }

    /// Whether a modifier is one the stable-id rules look into; telling needs no copy of the modifier.
    private static func isChecked(_ modifier: Modifier.Kind) -> Bool {
        switch modifier {
        case .id, .accessibilityIdentifier: true
        default: false
        }
    }

    private mutating func check(_ modifier: Modifier.Kind) {
        switch modifier {
        case .id(let value):
            guard let row = rows.last, value.type != nil else { return }
            if !NameUses.names(in: value).contains(row.variable) {
                error("row-id-without-loop-variable", Self.rowIDWithoutLoopVariable(row.variable), at: value.range)
            }
        case .accessibilityIdentifier(let template):
            checkAccessibilityIdentifier(template)
        default:
            break
        }
    }

    /// Unique within the view outside a ForEach; inside one, interpolating every enclosing row's id (§6.4).
    private mutating func checkAccessibilityIdentifier(_ template: Template) {
        if rows.isEmpty {
            guard let text = template.literalText else { return }
            let earlier = accessibilityIdentifiers[text] ?? []
            // The same identifier in two branches of one `if` or `switch` names one control on screen at a time.
            if let first = earlier.first(where: { !Self.exclusive($0.branches, branches) }) {
                let note = Diagnostic.Note(message: Self.firstViewID("'\(text)'"), file: file, range: first.range)
                error(
                    "duplicate-accessibility-identifier",
                    Self.duplicateAccessibilityIdentifier(text),
                    at: template.range,
                    notes: [note]
                )
            } else {
                accessibilityIdentifiers[text, default: []].append((template.range, branches))
            }
            return
        }
        let interpolated = template.parts.compactMap { part -> Expression? in
            if case .interpolation(let expression) = part { return expression }
            return nil
        }
        // An interpolation that failed to check was reported, and what it was meant to read is not known; unless it
        // failed for reading the variable of a row whose collection or identity failed, which was reported there.
        let unknownRows = Set(rows.lazy.filter { !$0.isKnown }.map(\.variable))
        let unreadable = interpolated.contains {
            $0.type == nil && unknownRows.isDisjoint(with: NameUses.names(in: $0))
        }
        guard !unreadable else { return }
        let missing = rows.filter { row in row.isKnown && !interpolated.contains { Self.isRowID($0, of: row) } }
        guard !missing.isEmpty else { return }
        func id(_ row: Row) -> String { "{\(row.variable)\(row.idField.map { ".\($0)" } ?? "")}" }
        // Nothing of the rows' ids: an example with all of them; some: the ones still missing.
        let message =
            missing.count == rows.count
            ? Self.rowAccessibilityIdentifier("row-" + rows.map(id).joined(separator: "-"))
            : Self.missingRowIDs(missing.map { "'\(id($0))'" })
        error("row-accessibility-identifier", message, at: template.range)
    }

    /// Whether `expression` is the row's id. An optional id given a default (`{r.id ?? 0}`) is not: the default
    /// can be another row's id.
    private static func isRowID(_ expression: Expression, of row: Row) -> Bool {
        switch (expression.kind, row.idField) {
        case (.parenthesized(let inner), _): isRowID(inner, of: row)
        case (.name(let name), nil): name == row.variable
        case (.member(let base, let member), let field?):
            member.name == field && base.kind == .name(row.variable)
        default: false
        }
    }

    /// Int, Double, Bool, String and enums: the element types `id: self` accepts.
    static func isLiteralHashable(_ type: TypeRef, declarations: UnitDeclarations) -> Bool {
        switch type {
        case .int, .double, .bool, .string: true
        case .named(let name): declarations.enumCases(name) != nil
        case .array, .optional: false
        }
    }

    /// Warns where an action in the rows of `forEach`, a `ForEach: $items`, reads its row after changing `items`, what
    /// holds it, or the collection of an enclosing `ForEach: $rows`.
    private mutating func reportReadsAfterChange(in forEach: ForEachNode) {
        let enclosing = rows.filter(\.isBinding).compactMap { row in
            row.collection.pathText.map { (collection: $0, variable: row.variable) }
        }
        for finding in RowReadAfterChange.findings(in: forEach, enclosing: enclosing) {
            let note = Diagnostic.Note(message: "'\(finding.changed)' changes here", file: file, range: finding.change)
            diagnostics.append(
                Diagnostic(
                    .warning, code: "read-after-change",
                    message: Self.readAfterChange(
                        forEach.variable.name, collection: forEach.collection, changed: finding.changed),
                    file: file, range: finding.read, notes: [note]))
        }
    }

    /// For a row of `ForEach: $items` read after an action changed `items` (`RowReadAfterChange`).
    static func readAfterChange(_ row: String, collection: Expression, changed: String) -> String {
        let items = collection.pathText ?? ""
        return "'\(row)' is read after '\(changed)' changed: SwiftUI hands each row of 'ForEach($\(items))' a "
            + "binding to its index, which then reads another element or past the end of the array; read what the "
            + "action needs of '\(row)' before it changes '\(changed)'"
    }

    private mutating func error(
        _ code: String, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [],
        fixIt: Diagnostic.FixIt? = nil
    ) {
        diagnostics.append(
            Diagnostic(.error, code: code, message: message, file: file, range: range, notes: notes, fixIt: fixIt))
    }
}
