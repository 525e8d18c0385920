import Foundation

extension Stepper {
    /// A stepper whose accessibility value `format` writes, as SwiftUI's (the value is not drawn):
    /// `Stepper(value: $tip, in: 0...0.3, step: 0.05, format: .percent) { Text("Tip") }`.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) where F.FormatInput: Strideable, F.FormatOutput == String {
        self.init(label: label(), value: value, in: bounds, step: step, format: format, onEditingChanged)
    }

    /// A stepper without bounds whose accessibility value `format` writes.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) where F.FormatInput: Strideable, F.FormatOutput == String {
        self.init(label: label(), value: value, in: nil, step: step, format: format, onEditingChanged)
    }

    private init<F: ParseableFormatStyle>(
        label: Label, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>?,
        step: F.FormatInput.Stride, format: F, _ onEditingChanged: @escaping @MainActor (Bool) -> Void
    ) where F.FormatInput: Strideable, F.FormatOutput == String {
        self.label = label
        stepping = StepperStepping(
            value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, describe: format.format)
    }
}

extension Stepper where Label == Text {
    /// A titled stepper showing its value as `format` writes it:
    /// `Stepper("Tip", value: $tip, in: 0...0.3, step: 0.05, format: .percent)`.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: Strideable, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, format: format, onEditingChanged: onEditingChanged) {
            Text(titleKey)
        }
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init<F: ParseableFormatStyle>(
        _ title: some StringProtocol, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: Strideable, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, format: format, onEditingChanged: onEditingChanged) {
            Text(title)
        }
    }

    /// A titled stepper without bounds showing its value as `format` writes it.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: Strideable, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init<F: ParseableFormatStyle>(
        _ title: some StringProtocol, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: Strideable, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, onEditingChanged: onEditingChanged) { Text(title) }
    }
}
