import SpecUIText

/// The names visible at one place in a view: its members, then loop variables of enclosing ForEach nodes.
///
/// Inner names shadow outer ones, as in Swift closures.
package struct Scope: Hashable, Sendable {
    /// Outermost first; each level is one view or one ForEach.
    private var levels: [[Symbol]]
    /// The names of the members, prepared once for did-you-mean suggestions. Each later level is one loop
    /// variable, prepared only when a suggestion is made: a view makes a scope for every ForEach, and few of them
    /// have a name to suggest for.
    private var memberCandidates: SuggestionCandidates
    /// For a view of many members, the positions of the members of each name (up to canonical equivalence, as
    /// `String` compares), so that a name is not looked for member by member; nil for a view of a few.
    private var memberPositions: [String: [Int]]?
    /// Up to this many members are searched one by one.
    private static let membersSearchedInOrder = 16

    package init(members: [Symbol]) {
        levels = [members]
        memberCandidates = SuggestionCandidates(members.map(\.name))
        if members.count > Self.membersSearchedInOrder {
            memberPositions = Dictionary(grouping: members.indices, by: { members[$0].name })
        }
    }

    /// The members of `view`: props, bindings, state (with its resolved or declared type) and environment values.
    ///
    /// State whose type is not known yet (neither declared nor inferred) is left out.
    package init(view: ViewDecl) {
        var members: [Symbol] = []
        for prop in view.props {
            members.append(Symbol(name: prop.name.name, type: prop.type, kind: .prop, range: prop.name.range))
        }
        for binding in view.bindings {
            members.append(
                Symbol(name: binding.name.name, type: binding.type, kind: .binding, range: binding.name.range))
        }
        for state in view.state {
            guard let type = state.type ?? state.declaredType else { continue }
            members.append(Symbol(name: state.name.name, type: type, kind: .state, range: state.name.range))
        }
        for entry in view.environment {
            members.append(
                Symbol(
                    name: entry.key.rawValue, type: Symbol.environmentType(entry.key), kind: .environment,
                    range: entry.range))
        }
        self.init(members: members)
    }

    /// This scope with `symbol` added in a new inner level (a ForEach's loop variable).
    package func adding(_ symbol: Symbol) -> Scope {
        var scope = self
        scope.levels.append([symbol])
        return scope
    }

    /// The innermost symbol spelled exactly `name`, scalar for scalar, as Swift matches names.
    package func lookup(_ name: String) -> Symbol? {
        innermost(name, exactly: true)
    }

    /// A symbol whose name is canonically equivalent to `name` but spelled with other scalars, for a diagnostic.
    package func lookupEquivalent(_ name: String) -> Symbol? {
        innermost(name, exactly: false)
    }

    private func innermost(_ name: String, exactly: Bool) -> Symbol? {
        var levelIndex = levels.endIndex
        while levelIndex > levels.startIndex {
            levelIndex -= 1
            let level = levels[levelIndex]
            if levelIndex == levels.startIndex, let memberPositions {
                let found = memberPositions[name]?.last { !exactly || level[$0].name.hasSameScalars(as: name) }
                return found.map { level[$0] }
            }
            var index = level.endIndex
            while index > level.startIndex {
                index -= 1
                // `==` first: it settles nearly every comparison, and the exact spelling is asked only of a match.
                if level[index].name == name, !exactly || level[index].name.hasSameScalars(as: name) {
                    return level[index]
                }
            }
        }
        return nil
    }

    /// The loop variable of the innermost enclosing ForEach, if any.
    package var innermostLoopVariable: Symbol? {
        guard levels.count > 1, let symbol = levels.last?.last, case .loopVariable = symbol.kind else { return nil }
        return symbol
    }

    /// The visible names whose symbols satisfy `isIncluded`, innermost level first.
    package func names(where isIncluded: (Symbol) -> Bool) -> [String] {
        levels.reversed().flatMap { $0.lazy.filter(isIncluded).map(\.name) }
    }

    /// Every visible name, innermost level first, then `others`, for did-you-mean suggestions.
    ///
    /// A shadowed name comes twice, which changes no suggestion: ties go to the first.
    package func suggestionCandidates(followedBy others: SuggestionCandidates) -> [SuggestionCandidates] {
        levels.dropFirst().reversed().map { SuggestionCandidates($0.lazy.map(\.name)) } + [memberCandidates, others]
    }
}
