/// What `containerRelativeFrame` asks for: along each of `axes`, a length worked out from the length of the
/// container around the view (the nearest scroll view's window or `List`, else the screen); along any other
/// axis the view keeps its own size.
public struct ContainerRelativeFrame: Sendable, Equatable {
    /// How the view's length follows from the container's.
    public enum Rule: Sendable, Equatable {
        /// `span` of `count` equal parts with `spacing` between the parts: `(length - spacing × (count - 1)) /
        /// count × span + spacing × (span - 1)`.
        case parts(count: Int, span: Int, spacing: Double)
        /// A length of one's own, from the container's length along an axis.
        case custom(ContainerLength)
    }

    public var axes: Axis.Set
    public var alignment: Alignment
    public var rule: Rule

    public init(axes: Axis.Set, alignment: Alignment, rule: Rule) {
        self.axes = axes
        self.alignment = alignment
        self.rule = rule
    }

    /// The view's length along `axis` in a container `length` cells long there.
    @MainActor
    public func length(in length: Double, along axis: Axis) -> Double {
        switch rule {
        case .parts(let count, let span, let spacing):
            let count = max(1, count)
            let span = min(max(1, span), count)
            let part = (length - spacing * Double(count - 1)) / Double(count)
            return max(0, part * Double(span) + spacing * Double(span - 1))
        case .custom(let custom):
            return max(0, Double(custom.length(CGFloat(length), axis)))
        }
    }
}

/// The function of `containerRelativeFrame(_:alignment:_:)` from the container's length along an axis to the
/// view's; compared by identity, as a closure cannot be compared.
@MainActor
public final class ContainerLength: Sendable, Equatable {
    let length: (CGFloat, Axis) -> CGFloat

    init(_ length: @escaping (CGFloat, Axis) -> CGFloat) {
        self.length = length
    }

    public nonisolated static func == (lhs: ContainerLength, rhs: ContainerLength) -> Bool {
        lhs === rhs
    }
}
