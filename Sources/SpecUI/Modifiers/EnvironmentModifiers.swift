/// Overrides an environment value for the modified view and its descendants.
public struct _EnvironmentWritingModifier<Value>: ViewModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    public typealias Body = Never
}

extension _EnvironmentWritingModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        var inner = context
        inner.environment[keyPath: keyPath] = value
        node.kind = .modifier(Self.resolved(from: context.environment, to: inner.environment))
        node.reconcile([(AnyHashable(0), content)], inner)
    }

    /// The override as the renderer needs it, when it changes something it draws.
    private static func resolved(from old: EnvironmentValues, to new: EnvironmentValues) -> ResolvedModifier? {
        if old.layoutDirection != new.layoutDirection {
            return .layoutDirection(new.layoutDirection)
        }
        if old.colorScheme != new.colorScheme {
            return .colorScheme(new.colorScheme)
        }
        return nil
    }
}

/// Disables the controls of the modified view when `isDisabled` is true.
public struct _DisabledModifier: ViewModifier {
    let isDisabled: Bool

    public typealias Body = Never
}

extension _DisabledModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, _ context: UpdateContext) {
        var inner = context
        inner.environment.isEnabled = context.environment.isEnabled && !isDisabled
        node.kind = .modifier(.disabled(isDisabled))
        node.reconcile([(AnyHashable(0), content)], inner)
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
        -> ModifiedContent<Self, _EnvironmentWritingModifier<V>>
    {
        modifier(_EnvironmentWritingModifier(keyPath: keyPath, value: value))
    }

    /// Hands `object` to this view and its descendants, which read it with `@Environment(Model.self)`; nil
    /// removes one an ancestor set.
    public func environment<Object: AnyObject & Observable>(_ object: Object?)
        -> ModifiedContent<Self, _EnvironmentWritingModifier<Object?>>
    {
        environment(\.[optionalObservable: ObservableKey<Object>()], object)
    }

    /// Hands `object` to this view and its descendants, which read it with `@EnvironmentObject`.
    public func environmentObject<Object: ObservableObject>(_ object: Object)
        -> ModifiedContent<Self, _EnvironmentWritingModifier<Object?>>
    {
        environment(\.[environmentObject: ObservableKey<Object>()], object)
    }

    /// Shows every `Text` inside, button and section titles included, in `textCase`; nil shows them as written.
    ///
    /// ```swift
    /// Text("Recent").textCase(.uppercase)
    /// ```
    public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, _EnvironmentWritingModifier<Text.Case?>> {
        environment(\.textCase, textCase)
    }

    /// Draws the buttons inside with a built-in style or one of the author's: `.buttonStyle(.borderedProminent)`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let choice: ButtonStyleChoice =
            if let builtin = style as? any BuiltinPrimitiveButtonStyle {
                .builtin(builtin.builtin)
            } else {
                .primitive(style: style, body: { AnyView(style.makeBody(configuration: $0)) })
            }
        return environment(\.buttonStyle, choice)
    }

    /// Draws the labels of the buttons inside with `style`; the buttons still run their actions.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, .label(style: style, body: { AnyView(style.makeBody(configuration: $0)) }))
    }

    /// Draws the toggles inside with a built-in style or one of the author's: `.toggleStyle(.button)`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let custom: CustomStyle<ToggleStyleConfiguration>? =
            style is any BuiltinToggleStyle
            ? nil : CustomStyle(style: style, body: { AnyView(style.makeBody(configuration: $0)) })
        let isCheckbox = style is CheckboxToggleStyle || style is ButtonToggleStyle
        return environment(\.toggleStyle, custom).environment(\.togglesAreCheckboxes, isCheckbox)
    }

    /// Draws the labels inside with a built-in style or one of the author's: `.labelStyle(.iconOnly)`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, CustomStyle(label: style))
    }

    /// Chooses how the text fields inside look; a terminal draws every `TextFieldStyle` alike (see
    /// `TextFieldStyle`).
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        self
    }

    /// Chooses how the lists inside look; a terminal draws every `ListStyle` alike (see `ListStyle`).
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        self
    }

    /// Chooses how the forms inside look; a terminal draws every `FormStyle` alike (see `FormStyle`).
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        self
    }

    /// Chooses how the pickers inside look; a terminal draws each `PickerStyle` one of two ways (see
    /// `PickerStyle`).
    ///
    /// ```swift
    /// Picker("Size", selection: $size) { ... }
    ///     .pickerStyle(.segmented)
    /// ```
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, (style as? any BuiltinPickerStyle)?.kind ?? .automatic)
    }

    /// Draws the toggles, steppers, pickers and sliders inside without their titles, which still name them for
    /// `tap` and `--tap`.
    public func labelsHidden() -> ModifiedContent<Self, _EnvironmentWritingModifier<Bool>> {
        environment(\.labelsHidden, true)
    }

    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _DisabledModifier> {
        modifier(_DisabledModifier(isDisabled: disabled))
    }
}
