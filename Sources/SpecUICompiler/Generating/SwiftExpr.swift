/// A Swift expression of the generated code, rendered by `SwiftRenderer`.
package indirect enum SwiftExpr: Hashable, Sendable {
    /// A name: `count`, `$todo`, `Text`.
    case identifier(String)
    case integer(Int)
    case double(Double)
    case boolean(Bool)
    case `nil`
    /// A string literal whose parts may interpolate: `"Count: \(count)"`.
    case string([SwiftStringPart])
    /// `.largeTitle`, `.infinity`.
    case implicitMember(String)
    /// `todo.title`.
    case member(SwiftExpr, String)
    /// `Text("x")`, `Button("x") { ... }`, `Button { ... } label: { ... }`.
    case call(SwiftExpr, [SwiftArgument], trailingClosures: [SwiftClosure] = [])
    /// `\.done`, `\.self`, `\.layoutDirection`.
    case keyPath([String])
    case prefix(String, SwiftExpr)
    case binary(SwiftExpr, SwiftBinaryOperator, SwiftExpr)
    case ternary(SwiftExpr, SwiftExpr, SwiftExpr)
    case parenthesized(SwiftExpr)
    /// `(a * 2 + b) as Int`: a value given the type the spec checked, so swiftc need not infer it.
    case coerced(SwiftExpr, type: String)
    case array([SwiftExpr])
    case closure(SwiftClosure)
    /// A view followed by its modifiers, one per line: `Text("x")\n    .font(.title)`.
    case modified(SwiftExpr, [SwiftModifier])
}

/// A literal piece or an interpolation of a Swift string literal.
package enum SwiftStringPart: Hashable, Sendable {
    case text(String)
    case interpolation(SwiftExpr)
}

/// `label: value` in a call; `label` nil for an unlabeled argument.
package struct SwiftArgument: Hashable, Sendable {
    package var label: String?
    package var value: SwiftExpr

    package init(_ label: String?, _ value: SwiftExpr) {
        self.label = label
        self.value = value
    }
}

/// A closure literal: `{ todo in ... }`, `{ $0.done }`.
package struct SwiftClosure: Hashable, Sendable {
    /// The label a trailing closure after the first one is written with (`label:`).
    package var label: String?
    package var parameters: [String]
    package var body: [SwiftStatement]
    /// Written on one line (`{ $0.id == id }`) instead of one statement per line.
    package var isInline: Bool

    package init(label: String? = nil, parameters: [String] = [], body: [SwiftStatement], isInline: Bool = false) {
        self.label = label
        self.parameters = parameters
        self.body = body
        self.isInline = isInline
    }
}

/// One modifier of a chain: `.padding()`, `.onChange(of: query) { ... }`.
package struct SwiftModifier: Hashable, Sendable {
    package var name: String
    package var arguments: [SwiftArgument]
    package var trailingClosure: SwiftClosure?

    package init(_ name: String, _ arguments: [SwiftArgument] = [], trailingClosure: SwiftClosure? = nil) {
        self.name = name
        self.arguments = arguments
        self.trailingClosure = trailingClosure
    }
}

/// A binary operator of the generated code, with Swift's precedence.
package enum SwiftBinaryOperator: String, Hashable, Sendable {
    case multiply = "*"
    case divide = "/"
    case remainder = "%"
    case add = "+"
    case subtract = "-"
    case closedRange = "..."
    case halfOpenRange = "..<"
    case nilCoalescing = "??"
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case and = "&&"
    case or = "||"

    /// Swift's precedence group, higher binds tighter.
    package var precedence: Int {
        switch self {
        case .multiply, .divide, .remainder: 150
        case .add, .subtract: 140
        case .closedRange, .halfOpenRange: 135
        case .nilCoalescing: 131
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: 130
        case .and: 120
        case .or: 110
        }
    }

    /// Whether operands of equal precedence group to the right (`a ?? b ?? c`).
    package var isRightAssociative: Bool { self == .nilCoalescing }
}

extension SwiftExpr {
    /// `base(arguments)`.
    package static func call(_ name: String, _ arguments: [SwiftArgument] = []) -> SwiftExpr {
        .call(.identifier(name), arguments)
    }

    /// A string literal without interpolation.
    package static func string(_ text: String) -> SwiftExpr {
        .string([.text(text)])
    }
}
