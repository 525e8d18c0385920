/// Gives a `NavigationStack`'s level the suggestions its search field lists while it is active.
public struct _SearchSuggestionsModifier<Suggestions: View>: ViewModifier, PrimitiveModifier {
    let suggestions: Suggestions

    public typealias Body = Never

    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        node.kind = .searchSuggestions
        node.reconcile([(AnyHashable(0), content), (AnyHashable(1), suggestions)], context)
    }
}

/// Makes the view a suggestion that, chosen, writes `completion` into the search field of the level it is listed for.
public struct _SearchCompletionModifier: ViewModifier {
    let completion: String

    public typealias Body = Never
}

extension _SearchCompletionModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        let (levels, completion) = (context.environment.navigationLevels, completion)
        node.kind = .button(
            action: {
                guard let stack = levels?.node, let (level, _) = stack.shownNavigationLevel else { return }
                level.searchText?.wrappedValue = completion
                // The choice ends the search's editing: the suggestions close and the level shows what it finds.
                stack.graph.focus(nil)
            }, tint: nil)
        node.reconcile([(AnyHashable(0), content)], context)
    }
}

extension View {
    /// The suggestions the `NavigationStack` showing this view lists while its search field is active (focused, or
    /// focus on a suggestion), in place of the view, one under another; a suggestion with `searchCompletion(_:)` is
    /// a control that writes its completion into the field.
    ///
    /// ```swift
    /// List(results) { Text($0.name) }
    ///     .searchable(text: $query)
    ///     .searchSuggestions {
    ///         Text("🍎 Apples").searchCompletion("apple")
    ///         Text("🍐 Pears").searchCompletion("pear")
    ///     }
    /// ```
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S)
        -> ModifiedContent<Self, _SearchSuggestionsModifier<S>>
    {
        modifier(_SearchSuggestionsModifier(suggestions: suggestions()))
    }

    /// Makes this view a search suggestion that, chosen (Return, a click or `tap` by its texts), writes `completion`
    /// into the search field it is listed for, as iOS replaces the text being typed, and takes focus away from the
    /// field, so the suggestions close and the view shows what the text finds; drawn in the colors around it.
    public func searchCompletion(_ completion: String) -> ModifiedContent<Self, _SearchCompletionModifier> {
        modifier(_SearchCompletionModifier(completion: completion))
    }
}
