/// A statement of the generated code: inside an action closure or a `@ViewBuilder` block.
package indirect enum SwiftStatement: Hashable, Sendable {
    /// An expression on its own line: a view in a builder block, or a call such as `flag.toggle()`.
    case expression(SwiftExpr)
    /// `target = value`, `target += value`, `self._count = State(initialValue: count)`.
    case assignment(SwiftExpr, String, SwiftExpr)
    /// `if condition { ... } else if ... { ... } else { ... }`.
    case ifElse(SwiftExpr, then: [SwiftStatement], otherwise: SwiftElse?)
    /// `switch subject { case .a: ... default: ... }`; `unknownDefault` is an `@unknown default:` block, for a switch
    /// over all the cases of an enum another module may add cases to.
    case switchOver(
        SwiftExpr, cases: [SwiftSwitchCase], defaultBody: [SwiftStatement]?, unknownDefault: [SwiftStatement]? = nil)
    /// A `//` comment line.
    case comment(String)
}

/// What follows `else`: a block, or another `if` for an else-if chain.
package indirect enum SwiftElse: Hashable, Sendable {
    case block([SwiftStatement])
    case elseIf(SwiftExpr, then: [SwiftStatement], otherwise: SwiftElse?)
}

/// `case pattern: body`.
package struct SwiftSwitchCase: Hashable, Sendable {
    package var pattern: SwiftExpr
    package var body: [SwiftStatement]

    package init(pattern: SwiftExpr, body: [SwiftStatement]) {
        self.pattern = pattern
        self.body = body
    }
}
