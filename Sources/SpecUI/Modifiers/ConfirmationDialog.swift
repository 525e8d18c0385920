extension View {
    /// Shows a dialog with `actions` (buttons) and `message` while `isPresented` is true, for the user to confirm
    /// what they asked for:
    ///
    /// ```swift
    /// .confirmationDialog("Delete the draft?", isPresented: $isConfirming, titleVisibility: .visible) {
    ///     Button("Delete", role: .destructive) { deleteDraft() }
    /// } message: {
    ///     Text("It cannot be recovered.")
    /// }
    /// ```
    /// Each button dismisses the dialog after its action, and a dialog without a `.cancel` button has a Cancel
    /// button after its buttons. The title is shown only with `titleVisibility: .visible`.
    public func confirmationDialog<Actions: View, Message: View>(
        _ title: some StringProtocol, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: message)
    }

    /// Shows a dialog with `actions` (buttons) while `isPresented` is true; see
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`.
    public func confirmationDialog<Actions: View>(
        _ title: some StringProtocol, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: { EmptyView() })
    }

    /// Shows a dialog titled by a `Text` with `actions` and `message` while `isPresented` is true; the title, when
    /// visible, is drawn in bold with the text's own styles.
    public func confirmationDialog<Actions: View, Message: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> some View {
        confirmationDialog(
            title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: (),
            actions: { _ in actions() }, message: { _ in message() })
    }

    /// Shows a dialog titled by a `Text` with `actions` (buttons) while `isPresented` is true.
    public func confirmationDialog<Actions: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions
    ) -> some View {
        confirmationDialog(
            title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: { EmptyView() })
    }
}

extension View {
    /// Shows a dialog for `data` while `isPresented` is true and `data` is not nil, its actions and message made
    /// from the data:
    ///
    /// ```swift
    /// .confirmationDialog("Delete?", isPresented: $isConfirming, presenting: file) { file in
    ///     Button("Delete \(file.name)", role: .destructive) { delete(file) }
    /// } message: { file in
    ///     Text("\(file.size) bytes")
    /// }
    /// ```
    /// Dismissing it sets `isPresented` to false and leaves `data` as it is, as an alert presenting data does.
    public func confirmationDialog<Actions: View, Message: View, T>(
        _ title: some StringProtocol, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> Actions, @ViewBuilder message: (T) -> Message
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions, message: message)
    }

    /// Shows a dialog for `data` while `isPresented` is true and `data` is not nil, its actions made from the data.
    public func confirmationDialog<Actions: View, T>(
        _ title: some StringProtocol, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> Actions
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions, message: { _ in EmptyView() })
    }

    /// Shows a dialog titled by a `Text` for `data` while `isPresented` is true and `data` is not nil, its actions
    /// made from the data.
    public func confirmationDialog<Actions: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> Actions
    ) -> some View {
        confirmationDialog(
            title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
            message: { _ in EmptyView() })
    }

    /// Shows a dialog titled by a `Text` for `data` while `isPresented` is true and `data` is not nil, its actions
    /// and message made from the data.
    public func confirmationDialog<Actions: View, Message: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> Actions, @ViewBuilder message: (T) -> Message
    ) -> some View {
        let dialog = data.map { data in
            _AlertContent(
                title: titleVisibility == .visible ? title : nil,
                actions: Group {
                    actions(data)
                    _DialogCancelButton()
                }, message: message(data))
        }
        return modifier(
            _PresentationModifier(
                style: .alert, presented: { isPresented.wrappedValue ? dialog.map { (AnyHashable(1), $0) } : nil },
                dismiss: { isPresented.wrappedValue = false }, onDismiss: nil))
    }
}
