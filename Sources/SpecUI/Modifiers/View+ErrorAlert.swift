import Foundation

extension View {
    /// Shows an alert for `error` while `isPresented` is true and `error` is not nil, titled by the error's
    /// `errorDescription`: `.alert(isPresented: $failed, error: saveError) { Button("OK") {} }`.
    public func alert<E: LocalizedError, Actions: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> Actions
    ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, EmptyView>>> {
        let actions = actions()
        return alert(Self.title(of: error), isPresented: isPresented, presenting: error, actions: { _ in actions })
    }

    /// Shows an alert for `error`, titled by its `errorDescription`, its actions and message made from the error.
    public func alert<E: LocalizedError, Actions: View, Message: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> Actions,
        @ViewBuilder message: (E) -> Message
    ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, Message>>> {
        alert(Self.title(of: error), isPresented: isPresented, presenting: error, actions: actions, message: message)
    }

    private static func title(of error: (some LocalizedError)?) -> Text {
        Text(verbatim: error?.errorDescription ?? "")
    }
}
