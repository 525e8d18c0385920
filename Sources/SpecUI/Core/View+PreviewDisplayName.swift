extension View {
    /// Names this view in a list of previews; like in SwiftUI, the name does not change how the view renders.
    public func previewDisplayName(_ name: String?) -> Self { self }
}
