/// Presents a view while a binding says so, in place of the screen: a sheet, or an alert in the middle of it.
///
/// The modifier keeps the binding and reads it as it updates, as SwiftUI's presentation modifiers do: the state
/// is the modifier's dependency, so presenting and dismissing update the modifier and not the body that made it.
/// The modified view stays where it is, with its state; the presented view is built only while presented, with
/// `dismiss` in its environment, and runs `onDismiss` as it goes.
public struct _PresentationModifier<Presented: View>: ViewModifier {
    let style: PresentationStyle
    /// The view presented now and the key of its identity, nil while nothing is; called as the modifier updates,
    /// which the state and `@Observable` properties it reads then update again.
    let presented: () -> (key: AnyHashable, view: Presented)?
    let dismiss: @MainActor () -> Void
    let onDismiss: (@MainActor () -> Void)?
    /// A popover: a sheet under the compact horizontal size class, as on iPhone, and a box in the middle of the
    /// screen, drawn as an alert's is, under the regular one.
    var isPopover = false

    public typealias Body = Never
}

extension _PresentationModifier {
    /// Presents the view `content` makes while `isPresented` is true; dismissing sets it to false.
    init(
        style: PresentationStyle, isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)?,
        content: @escaping () -> Presented
    ) {
        self.init(
            style: style, presented: { isPresented.wrappedValue ? (AnyHashable(1), content()) : nil },
            dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
    }
}

extension _PresentationModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        let presentation = node.presentation ?? Presentation()
        node.stateBoxes[Presentation.slot] = presentation
        presentation.dismiss = dismiss
        let shown = node.tracking(renewing: true) { presented() }
        // Another item dismisses the sheet of the one before and presents a new one, as SwiftUI documents.
        if let before = presentation.presentedKey, shown?.key != before, let onDismiss {
            node.graph.enqueue(onDismiss)
        }
        presentation.presentedKey = shown?.key
        let isBoxed = isPopover && context.environment.horizontalSizeClass == .regular
        node.kind = .presenting(isBoxed ? .alert : style)
        var items: [(AnyHashable, any View)] = [(AnyHashable(0), content)]
        if let shown {
            let view = shown.view.environment(\.presentation, presentation)
            items.append((shown.key, isBoxed ? AnyView(view.padding(.horizontal, 1).border(.gray)) : AnyView(view)))
        }
        node.reconcile(items, context.eager)
    }
}

/// What an alert presents: its title, its message and its buttons, each of which dismisses it after its action;
/// an alert without buttons has an OK button. A confirmation dialog whose title is hidden has no title.
public struct _AlertContent<Actions: View, Message: View>: View {
    let title: Text?
    let actions: Actions
    let message: Message

    public var body: Never { neverBody() }
}

extension _AlertContent: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        node.kind = .group
        // The title and the message are centered line by line, as iOS draws an alert's.
        let box = VStack(spacing: 1) {
            if let title {
                title.bold().multilineTextAlignment(.center)
            }
            message.multilineTextAlignment(.center)
            VStack(spacing: 0) {
                if Actions.self == EmptyView.self {
                    Button("OK") {}
                } else {
                    actions
                }
            }
            .environment(\.dismissingButtons, context.environment.presentation)
        }
        .padding(.horizontal, 2)
        .padding(.vertical, 1)
        .border(.gray)
        node.reconcile([(AnyHashable(0), box)], context)
    }
}

extension View {
    /// Presents `content` over the screen while `isPresented` is true: `.sheet(isPresented: $isEditing) { Editor() }`.
    ///
    /// Escape, or `dismiss()` from inside, sets `isPresented` back to false; `onDismiss` then runs. `content` is
    /// called only while the sheet is presented.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> ModifiedContent<Self, _PresentationModifier<Content>> {
        modifier(_PresentationModifier(style: .sheet, isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// Presents `content` for `item` over the screen while `item` is not nil; another item is another sheet, and
    /// `onDismiss` runs for the one it replaces.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> ModifiedContent<Self, _PresentationModifier<Content>> {
        modifier(
            _PresentationModifier(
                style: .sheet, presented: { item.wrappedValue.map { (AnyHashable($0.id), content($0)) } },
                dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss))
    }

    /// Presents `content` over the whole screen while `isPresented` is true; a terminal draws it as a sheet.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> ModifiedContent<Self, _PresentationModifier<Content>> {
        sheet(isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Shows an alert titled `title` with `actions` (buttons) and `message` while `isPresented` is true:
    ///
    /// ```swift
    /// .alert("Delete all?", isPresented: $isConfirming) {
    ///     Button("Delete", role: .destructive) { items.removeAll() }
    ///     Button("Cancel", role: .cancel) {}
    /// } message: {
    ///     Text("This cannot be undone.")
    /// }
    /// ```
    /// Each button dismisses the alert after its action; an alert without buttons has an OK button.
    public func alert<Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
        @ViewBuilder message: () -> Message
    ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, Message>>> {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// Shows an alert titled by a `Text`, drawn in bold with the text's own styles, with `actions` and `message`
    /// while `isPresented` is true: `.alert(Text("Delete \(name)?"), isPresented: $isConfirming) { ... }`.
    public func alert<Actions: View, Message: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
        @ViewBuilder message: () -> Message
    ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, Message>>> {
        let alert = _AlertContent(title: title, actions: actions(), message: message())
        return modifier(_PresentationModifier(style: .alert, isPresented: isPresented, onDismiss: nil) { alert })
    }
}

extension View {
    /// Shows an alert for `data` while `isPresented` is true and `data` is not nil, its actions and message made
    /// from the data:
    ///
    /// ```swift
    /// .alert("Delete \(file.name)?", isPresented: $isConfirming, presenting: file) { file in
    ///     Button("Delete", role: .destructive) { delete(file) }
    /// } message: { file in
    ///     Text("\(file.size) bytes")
    /// }
    /// ```
    /// Dismissing it sets `isPresented` to false and leaves `data` as it is.
    public func alert<Actions: View, Message: View, T>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> Actions,
        @ViewBuilder message: (T) -> Message
    ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, Message>>> {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Shows an alert titled by a `Text` for `data` while `isPresented` is true and `data` is not nil.
    public func alert<Actions: View, Message: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> Actions,
        @ViewBuilder message: (T) -> Message
    ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, Message>>> {
        let alert = data.map { _AlertContent(title: title, actions: actions($0), message: message($0)) }
        return modifier(
            _PresentationModifier(
                style: .alert, presented: { isPresented.wrappedValue ? alert.map { (AnyHashable(1), $0) } : nil },
                dismiss: { isPresented.wrappedValue = false }, onDismiss: nil))
    }

    /// Shows an alert for `data` while `isPresented` is true and `data` is not nil, its actions made from the data.
    public func alert<Actions: View, T>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> Actions
    ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, EmptyView>>> {
        alert(title, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }

    /// Shows an alert titled by a `Text` for `data` while `isPresented` is true and `data` is not nil.
    public func alert<Actions: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> Actions
    ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, EmptyView>>> {
        alert(title, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }

    /// Shows an alert titled `title` with `actions` (buttons) while `isPresented` is true.
    public func alert<Actions: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
    ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, EmptyView>>> {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// Shows an alert titled by a `Text` with `actions` (buttons) while `isPresented` is true.
    public func alert<Actions: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
    ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, EmptyView>>> {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }
}
