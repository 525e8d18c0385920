/// How a diagnostic spells the way a record or a view leads back to itself: every name of a short cycle, the
/// first few of a long one and how many others it holds.
///
/// A way back found name by name costs the size of its cycle, and so does spelling it; reported at every field
/// or use that closes a cycle of thousands, that would grow with the square of the unit.
enum CyclePath {
    /// The most members a cycle may have for the way back to be searched for and spelled in full.
    static let longestSpelledInFull = 16

    /// How many names the way back through a longer cycle starts with.
    static let namedOfLongCycle = 4

    /// `A → B → A`.
    static func spelling(_ path: [String]) -> String {
        path.joined(separator: " → ")
    }

    /// The way from `owner` through `start` back to `owner` within a cycle of `size` members, as far as
    /// `namedOfLongCycle` names: `R5 → R6 → R7 → R8 → … and 19996 more`.
    ///
    /// Each step goes to the first of `successors` (the members one step on, in written order) that is `owner`
    /// or not named yet; every member of a cycle leads back to the others, so the rest of the way exists.
    static func spelling(
        from owner: String, through start: String, size: Int, successors: (String) -> [String]
    ) -> String {
        var names = [owner, start]
        var current = start
        while current != owner, names.count < namedOfLongCycle,
            let next = successors(current).first(where: { $0 == owner || !names.contains($0) })
        {
            names.append(next)
            current = next
        }
        if current == owner { return spelling(names) }
        return spelling(names) + " → … and \(size - names.count) more"
    }

    /// The first `namedOfLongCycle + 1` distinct members among `members` that `isInCycle`: all that `spelling`
    /// can reach for, however many more there are.
    static func firstSuccessors(_ members: some Sequence<String>, isInCycle: (String) -> Bool) -> [String] {
        var successors: [String] = []
        for member in members where isInCycle(member) && !successors.contains(member) {
            successors.append(member)
            if successors.count > namedOfLongCycle { break }
        }
        return successors
    }
}
