/// The named arguments written beside a built-in view's first key, looked up by argument.
///
/// A built-in view takes at most three named arguments, so they are kept in
/// three inline slots, each the position of its entry in the node's mapping:
/// no array to allocate, no key to hash and no entry to copy until one is read.
struct NamedArguments {
    private typealias Slot = (argument: BuiltinArgument, index: Int)

    /// The mapping the slots point into.
    private let entries: YAMLNode.Entries
    private var first: Slot?
    private var second: Slot?
    private var third: Slot?

    init(_ entries: YAMLNode.Entries) {
        self.entries = entries
    }

    subscript(argument: BuiltinArgument) -> YAMLMappingEntry? {
        if let first, first.argument == argument { return entries[first.index] }
        if let second, second.argument == argument { return entries[second.index] }
        if let third, third.argument == argument { return entries[third.index] }
        return nil
    }

    /// Whether `argument` was written.
    func contains(_ argument: BuiltinArgument) -> Bool {
        first?.argument == argument || second?.argument == argument || third?.argument == argument
    }

    /// Records the entry at `index` of the mapping for `argument`, replacing an earlier one; a view's arguments fit
    /// the three slots.
    mutating func set(_ index: Int, for argument: BuiltinArgument) {
        if first == nil || first?.argument == argument {
            first = (argument, index)
        } else if second == nil || second?.argument == argument {
            second = (argument, index)
        } else if third == nil || third?.argument == argument {
            third = (argument, index)
        } else {
            preconditionFailure("a built-in view takes at most three named arguments")
        }
    }
}
