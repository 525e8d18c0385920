/// An alert as SwiftUI's older `alert(isPresented:content:)` describes it: a title, a message and one or two
/// buttons. It is drawn as the alert `alert(_:isPresented:actions:message:)` presents.
@MainActor
public struct Alert {
    /// A button of an `Alert` or an `ActionSheet`.
    @MainActor
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (@MainActor () -> Void)?

        public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A cancel button titled "Cancel".
        public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Button {
            cancel(Text("Cancel"), action: action)
        }

        public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button, "OK" when there is none.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// The buttons as the views an alert's actions are.
    @MainActor
    static func views(_ buttons: [Button]) -> some View {
        ForEach(Array(buttons.enumerated()), id: \.offset) { _, button in
            SpecUI.Button(role: button.role, action: button.action ?? {}) { button.label }
        }
    }
}

/// A choice of actions as SwiftUI's older `actionSheet(isPresented:content:)` describes it, drawn as the
/// dialog `confirmationDialog` presents, with its title shown.
@MainActor
public struct ActionSheet {
    public typealias Button = Alert.Button

    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

extension View {
    /// Presents the alert `content` makes while `isPresented` is true, as `alert(_:isPresented:actions:message:)`.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return self.alert(alert.title, isPresented: isPresented) {
            Alert.views(alert.buttons)
        } message: {
            alert.message
        }
    }

    /// Presents the alert `content` makes for `item` while it is not nil; dismissing it sets `item` to nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return self.alert(
            alert?.title ?? Text(verbatim: ""), isPresented: Self.isPresented(item), presenting: alert,
            actions: { Alert.views($0.buttons) }, message: { $0.message })
    }

    /// Whether `item` is there to be presented; setting it false sets `item` to nil.
    private static func isPresented<Item>(_ item: Binding<Item?>) -> Binding<Bool> {
        Binding(
            get: { item.wrappedValue != nil },
            set: { isPresented in
                if !isPresented { item.wrappedValue = nil }
            })
    }

    /// Presents the action sheet `content` makes while `isPresented` is true, as `confirmationDialog` with its
    /// title visible.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return confirmationDialog(sheet.title, isPresented: isPresented, titleVisibility: .visible) {
            Alert.views(sheet.buttons)
        } message: {
            sheet.message
        }
    }

    /// Presents the action sheet `content` makes for `item` while it is not nil; dismissing it sets `item` to nil.
    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        return confirmationDialog(
            sheet?.title ?? Text(verbatim: ""), isPresented: Self.isPresented(item), titleVisibility: .visible,
            presenting: sheet, actions: { Alert.views($0.buttons) }, message: { $0.message })
    }
}
