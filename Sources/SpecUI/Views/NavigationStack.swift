/// A stack of views: its root, and the views `NavigationLink`s inside push over it. It shows the top one, with
/// the title that view sets with `navigationTitle(_:)` above it and, over a pushed view, a back button named after
/// the view below.
///
/// ```swift
/// NavigationStack {
///     List(recipes) { recipe in
///         NavigationLink(recipe.title) { RecipeView(recipe: recipe) }
///     }
///     .navigationTitle("Recipes")
/// }
/// ```
///
/// The views below the top one keep their identity and state while they are covered, and run their
/// `onDisappear` and then their `onAppear` actions again as they are covered and shown, as in SwiftUI; a view
/// that is popped is gone.
public struct NavigationStack<Root: View>: View {
    let root: Root

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    public var body: Never { neverBody() }
}

/// The container SwiftUI's `NavigationStack` replaced; the same stack here.
public typealias NavigationView<Content: View> = NavigationStack<Content>

extension NavigationStack: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let levels = node.navigationLevels
        node.kind = .navigation
        var inner = context.eager
        inner.environment.navigationLevels = levels
        var items: [(AnyHashable, any View)] = [(AnyHashable(0), root)]
        items += levels.pushed.map { (AnyHashable($0.serial), $0.view.environment(\.pushedLevels, levels)) }
        // The back button is named after the level below the top one, which is built already: the children
        // so far are the levels before this change, root first, then the bar.
        let below = levels.pushed.count - 1
        let backTitle = below >= 0 && below < node.children.count - 1 ? node.children[below].navigationTitle : nil
        items.append((AnyHashable(-1), NavigationBar(levels: levels, backTitle: backTitle ?? "Back")))
        node.reconcile(items, inner)
    }
}
