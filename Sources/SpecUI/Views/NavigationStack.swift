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
/// A link with a value pushes the view that `navigationDestination(for:)` declares for its type; bound to a
/// `path`, the stack shows a level for each of the path's values, and pushing and popping write the path:
///
/// ```swift
/// NavigationStack(path: $path) {
///     List(recipes) { recipe in
///         NavigationLink(recipe.title, value: recipe)
///     }
///     .navigationDestination(for: Recipe.self) { recipe in RecipeView(recipe: recipe) }
/// }
/// ```
///
/// The views below the top one keep their identity and state while they are covered, and run their
/// `onDisappear` and then their `onAppear` actions again as they are covered and shown, as in SwiftUI; a view
/// that is popped is gone.
public struct NavigationStack<Root: View>: View {
    let root: Root
    let path: NavigationPathBinding?
    /// For a column of a split view side by side, where its links show their destinations.
    var nextColumn: SplitViewNextColumn?

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = nil
    }

    /// The stack of a split view's column side by side, whose links show their destinations in `nextColumn`.
    init(root: Root, nextColumn: SplitViewNextColumn?) {
        self.root = root
        self.path = nil
        self.nextColumn = nextColumn
    }

    /// A stack showing a level for each value of `path`, which its links and back button write.
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = NavigationPathBinding(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    }

    /// A stack showing a level for each value of `path`, of whatever types, which its links and back button write.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathBinding(
            get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
    }

    public var body: Never { neverBody() }
}

/// The container SwiftUI's `NavigationStack` replaced; the same stack here.
public typealias NavigationView<Content: View> = NavigationStack<Content>

extension NavigationStack: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let levels = node.navigationLevels
        levels.path = path
        levels.nextColumn = nextColumn
        if let path {
            levels.follow(path.get())
        }
        node.kind = .navigation
        var inner = context.eager
        inner.environment.navigationLevels = levels
        if inner.environment.editMode == nil {
            // The edit mode of the stack's views, which an `EditButton` among them turns on and off.
            let editMode = node.stateSlot("editMode") {
                StateBox(value: EditMode.inactive, label: "editMode", node: node)
            }
            inner.environment.editMode = Binding(box: editMode)
        }
        var items: [(AnyHashable, any View)] = [(AnyHashable(0), root.environment(\.navigationLevelIndex, 0))]
        for (index, level) in levels.pushed.enumerated() {
            let view: AnyView =
                switch level.content {
                case .view(let view): view
                case .value, .linked, .presented:
                    AnyView(NavigationDestinationLevel(levels: levels, content: level.content, index: index + 1))
                }
            let marked = view.environment(\.pushedLevels, levels).environment(\.navigationLevelIndex, index + 1)
            items.append((AnyHashable(level.serial), marked))
        }
        node.showLevel(items[items.count - 1].0, among: items.map(\.0))
        // The back button is named after the level below the top one, which may be built only by this update.
        let below = items.count >= 2 ? items[items.count - 2].0 : nil
        let title = { node.children.first { $0.key == below }?.navigationTitle ?? "Back" }
        let backTitle = title()
        let built = Set(node.children.map(\.key))
        let held = node.graph.holdingAppearances {
            node.reconcile(items + [(AnyHashable(-1), NavigationBar(levels: levels, backTitle: backTitle))], inner)
        }
        node.levelsDidUpdate(holding: held, builtBefore: built)
        if below != nil, title() != backTitle {
            node.children.last?.update(to: NavigationBar(levels: levels, backTitle: title()), inner)
        }
        node.coverLevels(madeSince: built)
    }
}
