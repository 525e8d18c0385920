// SwiftUI's older spellings, which code written for iOS 13 and 14 still uses: each is the newer modifier it
// stands for.
extension View {
    /// The title of the view in the navigation bar, and how it is drawn: `navigationTitle(_:)` with
    /// `navigationBarTitleDisplayMode(_:)`.
    public func navigationBarTitle(
        _ title: String, displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    ) -> ModifiedContent<ModifiedContent<Self, _NavigationTitleModifier>, _TitleDisplayModeModifier> {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// The title from a `Text`'s words.
    public func navigationBarTitle(
        _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    ) -> ModifiedContent<ModifiedContent<Self, _NavigationTitleModifier>, _TitleDisplayModeModifier> {
        navigationBarTitle(title.content, displayMode: displayMode)
    }

    /// Bar items at the leading and trailing ends of the navigation bar: `toolbar` items placed there.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// A bar item at the leading end of the navigation bar.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// A bar item at the trailing end of the navigation bar.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    /// The layout of the navigation views inside: a terminal shows every one as a stack.
    public func navigationViewStyle(_ style: some NavigationViewStyle) -> Self { self }

    /// The older spelling of `textInputAutocapitalization(_:)`.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        textInputAutocapitalization(style.textInputAutocapitalization)
    }
}

extension View {
    /// The older spelling of `tint(_:)`.
    public func accentColor(_ color: Color?) -> some View { tint(color) }

    /// The older spelling of `ignoresSafeArea(edges:)`: a terminal has no safe area.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }
}
