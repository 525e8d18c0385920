/// The top or the bottom edge; `VerticalEdge.Set` names both, as in `.listRowSeparator(.hidden, edges: .bottom)`.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The set holding exactly `edge`.
        public init(_ edge: VerticalEdge) {
            self.init(rawValue: 1 << edge.rawValue)
        }

        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}
