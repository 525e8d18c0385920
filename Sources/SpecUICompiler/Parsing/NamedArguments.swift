/// The named arguments written beside a built-in view's first key, looked up by argument.
///
/// A built-in view takes at most three named arguments, so they are kept in
/// three inline slots: no array to allocate and no key to hash.
struct NamedArguments {
    private typealias Slot = (argument: BuiltinArgument, entry: YAMLMappingEntry)

    private var first: Slot?
    private var second: Slot?
    private var third: Slot?

    subscript(argument: BuiltinArgument) -> YAMLMappingEntry? {
        if let first, first.argument == argument { return first.entry }
        if let second, second.argument == argument { return second.entry }
        if let third, third.argument == argument { return third.entry }
        return nil
    }

    /// Records `entry` for `argument`, replacing an earlier one; a view's arguments fit the three slots.
    mutating func set(_ entry: YAMLMappingEntry, for argument: BuiltinArgument) {
        if first == nil || first?.argument == argument {
            first = (argument, entry)
        } else if second == nil || second?.argument == argument {
            second = (argument, entry)
        } else if third == nil || third?.argument == argument {
            third = (argument, entry)
        } else {
            preconditionFailure("a built-in view takes at most three named arguments")
        }
    }
}
