/// Named sample instances of a view: `static var previews: some View { CounterView() }`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}

extension View {
    /// Names a preview in a `PreviewProvider`; it does not change what the view draws.
    public func previewDisplayName(_ value: String?) -> Self {
        self
    }
}
