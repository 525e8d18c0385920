/// A control that picks a color: `ColorPicker("Tint", selection: $tint)`.
///
/// A terminal has no color wheel: it is drawn and chosen as a `Picker` of the palette's fifteen colors, each
/// option its name drawn in its color; a color that is not one of them is shown as no option until one is
/// chosen, and opacity is not picked (docs/RUNTIME.md).
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let label: Label

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    public var body: Never { neverBody() }

    /// The colors a terminal picker offers: the palette's, without the foreground styles and the accent color.
    static var choices: [Color.Name] {
        Color.Name.allCases.filter { ![.primary, .secondary, .accentColor].contains($0) }
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// The title as written, without reading it as a key.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

extension ColorPicker: PrimitiveView {
    func update(_ node: ViewNode, _ context: UpdateContext) {
        let picker = Picker(selection: selection) {
            ForEach(Self.choices, id: \.self) { name in
                Text(name.rawValue).foregroundColor(Color(name)).tag(Color(name))
            }
        } label: {
            label
        }
        picker.update(node, context)
    }
}
