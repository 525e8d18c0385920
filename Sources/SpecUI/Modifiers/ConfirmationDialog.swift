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
        let buttons = Group {
            actions()
            _DialogCancelButton()
        }
        let dialog = _AlertContent(
            title: titleVisibility == .visible ? String(title) : nil, actions: buttons, message: message())
        return modifier(_PresentationModifier(style: .alert, isPresented: isPresented, onDismiss: nil) { dialog })
    }

    /// Shows a dialog with `actions` (buttons) while `isPresented` is true; see
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`.
    public func confirmationDialog<Actions: View>(
        _ title: some StringProtocol, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions
    ) -> some View {
        confirmationDialog(
            title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: { EmptyView() })
    }
}
