/// Gives a `NavigationStack`'s level a search field: the stack draws it under the title, bound to `text`.
public struct _SearchableModifier: ViewModifier {
    let text: Binding<String>
    let prompt: String

    public typealias Body = Never
}

extension _SearchableModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind = .searchable(text: text)
        let field = HStack(spacing: 1) {
            Image(systemName: "magnifyingglass")
            TextField(prompt, text: text)
        }
        .modifier(SearchFieldSubmitModifier())
        node.reconcile([(AnyHashable(0), content), (AnyHashable(1), field)], context)
    }
}

extension View {
    /// A search field for this view, bound to `text`, that the `NavigationStack` showing it draws under its
    /// title with `prompt` as its placeholder ("Search" by default); outside a stack it is not drawn, as on
    /// iOS. The view filters what it shows by `text` itself.
    public func searchable(text: Binding<String>, prompt: String? = nil) -> ModifiedContent<Self, _SearchableModifier> {
        modifier(_SearchableModifier(text: text, prompt: prompt ?? "Search"))
    }

    /// A search field for this view with a `Text` prompt.
    public func searchable(text: Binding<String>, prompt: Text?) -> ModifiedContent<Self, _SearchableModifier> {
        searchable(text: text, prompt: prompt?.content)
    }

    /// A search field for this view, with the suggestions it lists while it is active, as `searchSuggestions(_:)`
    /// gives them.
    public func searchable<S: View>(
        text: Binding<String>, prompt: String? = nil, @ViewBuilder suggestions: () -> S
    ) -> ModifiedContent<ModifiedContent<Self, _SearchSuggestionsModifier<S>>, _SearchableModifier> {
        searchSuggestions(suggestions).searchable(text: text, prompt: prompt)
    }
}
