extension ViewChecker {
    static func notACollection(_ type: TypeRef) -> String {
        "ForEach needs an array, found a value of type '\(type)'"
    }

    /// Names the collection as written (`$day.events`) and the root that cannot change (`day`).
    static func collectionNotAssignable(_ collection: String, root name: String, role: ViewMember.Role) -> String {
        "'ForEach: $\(collection)' needs state or a binding to hand out row bindings, but '\(name)' is a "
            + role.rawValue
    }

    static func collectionNotAName() -> String {
        "'ForEach: $…' needs the name of a state or binding array, such as '$todos'"
    }

    static func shadowedName(_ name: String, role: ViewMember.Role) -> String {
        "loop variable '\(name)' shadows the \(role.rawValue) '\(name)'; choose another name with 'as:'"
    }

    static let rangeCollection =
        "ForEach over a range identifies its rows by their index, which the language leaves out; iterate an array "
        + "whose elements identify themselves, such as '[0, 1, 2]' with 'id: self', or records with an 'id'"

    /// Checks the collection, declares the loop variable for the content and checks the content.
    mutating func check(_ forEach: ForEachNode) -> ForEachNode {
        var result = forEach
        if case .range = forEach.collection.kind {
            // SwiftUI's `ForEach(0..<n)`: the range is reported once, as what ForEach cannot take.
            error("range-not-allowed", Self.rangeCollection, at: forEach.collection.range)
        } else {
            result.collection = typed(forEach.collection, expected: nil)
        }
        if let type = result.collection.type {
            if case .array(let element) = type {
                result.elementType = element
            } else {
                error("not-a-collection", Self.notACollection(type), at: forEach.collection.range)
            }
        }
        // A collection that is not one (`ForEach: $count`) is that one mistake, whatever it can be written through.
        if forEach.isBinding, result.elementType != nil {
            checkAssignable(forEach.collection)
        }
        // The loop variable of a ForEach without content, known by name so that the rows written beside it do not
        // lack it, is no name in scope to shadow.
        if let shadowed = lookup(forEach.variable.name), shadowed.role != .loopVariable || shadowed.type != nil {
            let note = Diagnostic.Note(
                message: Self.firstMember(shadowed.name.name), file: file, range: shadowed.name.range)
            let message = Self.shadowedName(forEach.variable.name, role: shadowed.role)
            error("shadowed-name", message, at: forEach.variable.range, notes: [note])
        } else if forEach.variable.name.hasPrefix("_"), let wrapped = lookup(String(forEach.variable.name.dropFirst())),
            wrapped.role != .prop, wrapped.role != .loopVariable || wrapped.isBinding
        {
            // A row extracted into a view of its own has the loop variable as a member, beside the wrapped value
            // whose storage Swift spells the same.
            let role = wrapped.role == .state ? "state value" : wrapped.role.rawValue
            let reason = SpecDecoder.wrapperStorageReason(wrapped.name.name, role: role)
            error(
                "reserved-name",
                SpecDecoder.cannotNameMessage(forEach.variable.name, role: .loopVariable, reason: reason),
                at: forEach.variable.range)
        }
        var variable = ViewMember(
            name: forEach.variable, type: result.elementType, role: .loopVariable, isBinding: forEach.isBinding)
        if reportHiddenType(by: variable) { variable.type = nil }
        let outerScope = scope
        loopVariables.append(variable)
        if let symbol = variable.symbol { scope = scope.adding(symbol) }
        result.content = check(forEach.content)
        loopVariables.removeLast()
        scope = outerScope
        return result
    }

    /// The binding form needs a collection that can be written: state, a binding, or a row binding's field.
    private mutating func checkAssignable(_ collection: Expression) {
        guard let root = NameUses.root(of: collection), let member = lookup(root.name) else {
            error("collection-not-assignable", Self.collectionNotAName(), at: collection.range)
            return
        }
        switch member.role {
        case .state, .binding: return
        case .loopVariable where member.isBinding: return
        case .prop, .environment, .loopVariable:
            let written = ExpressionChecker.path(of: collection) ?? root.name
            error(
                "collection-not-assignable",
                Self.collectionNotAssignable(written, root: root.name, role: member.role), at: collection.range)
        }
    }
}
