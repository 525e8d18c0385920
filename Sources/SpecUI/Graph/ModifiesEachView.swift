/// A view that holds views without being one itself: `Group`, `ForEach`, a conditional, an optional, and the views
/// of one builder block. A modifier on it applies to each view it holds, as SwiftUI's `Group` documents: its
/// `onAppear` runs for each of them, and again for each that a changed condition or new data makes.
///
/// The graph distributes the modifiers that act rather than draw (``ActsOnEachView``); layout applies the drawing
/// ones to each view as it resolves them.
@MainActor
protocol ModifiesEachView {
    /// This view with `modifier` applied to each view it holds, each of which keeps its identity.
    func modifyingEach<Modifier: ViewModifier>(_ modifier: Modifier) -> any View
}

extension Group: ModifiesEachView {
    func modifyingEach<Modifier: ViewModifier>(_ modifier: Modifier) -> any View {
        Group<ModifiedContent<Content, Modifier>> { content.modifier(modifier) }
    }
}

extension TupleView: ModifiesEachView {
    func modifyingEach<Modifier: ViewModifier>(_ modifier: Modifier) -> any View {
        func modified(_ view: some View) -> any View { view.modifier(modifier) }
        return TupleView<[any View]>((Self.elements(of: value) ?? []).map { modified($0) })
    }
}

extension _ConditionalContent: ModifiesEachView {
    func modifyingEach<Modifier: ViewModifier>(_ modifier: Modifier) -> any View {
        typealias Modified = _ConditionalContent<
            ModifiedContent<TrueContent, Modifier>, ModifiedContent<FalseContent, Modifier>
        >
        return switch storage {
        case .trueContent(let content): Modified(storage: .trueContent(content.modifier(modifier)))
        case .falseContent(let content): Modified(storage: .falseContent(content.modifier(modifier)))
        }
    }
}

extension Optional: ModifiesEachView where Wrapped: View {
    func modifyingEach<Modifier: ViewModifier>(_ modifier: Modifier) -> any View {
        map { $0.modifier(modifier) }
    }
}

/// A view that holds views under a modifier that leaves each of them a view: `Group { ... }.onAppear { ... }
/// .onDisappear { ... }` runs both actions for each view, and `Group { ... }.border(.gray).onAppear { ... }` borders
/// each and runs the action for each. Under a modifier that presents, or sets what the views below read, an action
/// is the whole view's, once.
extension ModifiedContent: ModifiesEachView
where Content: ModifiesEachView & View, Modifier: LeavesEachView & ViewModifier {
    func modifyingEach<Each: ViewModifier>(_ each: Each) -> any View {
        func modified(_ content: some View) -> any View { content.modifier(modifier) }
        return modified(content.modifyingEach(each))
    }
}

/// A type-erased view holds what it wraps: the views of a builder block or a conditional made behind a type the
/// code does not spell (as a view built at run time is) are each acted on, as they would be unerased.
extension AnyView: ModifiesEachView {
    func modifyingEach<Modifier: ViewModifier>(_ modifier: Modifier) -> any View {
        func modified(_ view: some View) -> AnyView {
            if let holder = view as? any ModifiesEachView { return AnyView(erasing: holder.modifyingEach(modifier)) }
            return AnyView(view.modifier(modifier))
        }
        return modified(content)
    }
}
