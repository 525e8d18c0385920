extension BodyTranslator {
    /// The view followed by its modifiers in written order.
    func modified(_ view: SwiftExpr, _ modifiers: [Modifier]) -> SwiftExpr {
        modifiers.isEmpty ? view : .modified(view, modifiers.flatMap(translate))
    }

    private func translate(_ modifier: Modifier) -> [SwiftModifier] {
        let x = expressions
        switch modifier.kind {
        case .padding(let padding):
            var arguments: [SwiftArgument] = []
            if let edges = padding.edges { arguments.append(SwiftArgument(nil, .implicitMember(edges.rawValue))) }
            if let length = padding.length { arguments.append(SwiftArgument(nil, x.length(length))) }
            return [SwiftModifier("padding", arguments)]
        case .font(let font):
            return [SwiftModifier("font", [SwiftArgument(nil, .implicitMember(font.rawValue))])]
        case .bold:
            return [SwiftModifier("bold")]
        case .italic:
            return [SwiftModifier("italic")]
        case .underline:
            return [SwiftModifier("underline")]
        case .foregroundColor(let color):
            return [SwiftModifier("foregroundColor", [SwiftArgument(nil, .implicitMember(color.rawValue))])]
        case .background(let color):
            return [SwiftModifier("background", [SwiftArgument(nil, shapeStyle(color))])]
        case .border(let color):
            return [SwiftModifier("border", [SwiftArgument(nil, shapeStyle(color))])]
        case .cornerRadius(let radius):
            return [SwiftModifier("cornerRadius", [SwiftArgument(nil, x.length(radius))])]
        case .frame(let frame):
            return self.frame(frame)
        case .opacity(let value):
            return [SwiftModifier("opacity", [SwiftArgument(nil, x.translate(value))])]
        case .disabled(let value):
            return [SwiftModifier("disabled", [SwiftArgument(nil, x.translate(value))])]
        case .id(let value):
            return [SwiftModifier("id", [SwiftArgument(nil, x.translate(value))])]
        case .accessibilityIdentifier(let template):
            return [SwiftModifier("accessibilityIdentifier", [SwiftArgument(nil, x.translate(template))])]
        case .equatable:
            return [SwiftModifier("equatable")]
        case .onAppear(let action):
            return [SwiftModifier("onAppear", trailingClosure: SwiftClosure(body: action.map(x.translate)))]
        case .onChange(let value, let action):
            return [
                SwiftModifier(
                    "onChange",
                    [SwiftArgument("of", x.translate(value))],
                    trailingClosure: SwiftClosure(body: action.map(x.translate))
                )
            ]
        }
    }

    /// A color where SwiftUI takes a `ShapeStyle`: `.blue`, but `Color.accentColor`, which has no shape-style shorthand.
    private func shapeStyle(_ color: Color) -> SwiftExpr {
        color == .accentColor ? .member(.identifier("Color"), "accentColor") : .implicitMember(color.rawValue)
    }

    /// `.frame(width:height:alignment:)` or `.frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`, in
    /// SwiftUI's argument order; a spec mixing fixed and flexible sizes gets the fixed frame inside the flexible one.
    ///
    /// The alignment places the content in the frame the spec writes, so where the two frames split it, each takes
    /// it: `{width: 10, maxHeight: infinity, alignment: leading}` keeps the content leading inside its 10 columns.
    /// The fixed frame leaves it out where it is centered along every fixed size, as SwiftUI's default is.
    private func frame(_ frame: Frame) -> [SwiftModifier] {
        func arguments(_ dimensions: [(String, Frame.Dimension?)]) -> [SwiftArgument] {
            dimensions.compactMap { label, dimension in
                switch dimension {
                case nil: nil
                case .infinity: SwiftArgument(label, .implicitMember("infinity"))
                case .value(let value): SwiftArgument(label, expressions.length(value))
                }
            }
        }
        let fixed = arguments([("width", frame.width), ("height", frame.height)])
        let flexible = arguments([
            ("minWidth", frame.minWidth), ("maxWidth", frame.maxWidth),
            ("minHeight", frame.minHeight), ("maxHeight", frame.maxHeight),
        ])
        let alignment = frame.alignment.map { [SwiftArgument("alignment", .implicitMember($0.rawValue))] } ?? []
        switch (fixed.isEmpty, flexible.isEmpty) {
        case (false, false):
            let placesFixed = frame.alignment.map { alignment in
                (frame.width != nil && alignment.horizontal != .center)
                    || (frame.height != nil && alignment.vertical != .center)
            }
            return [
                SwiftModifier("frame", fixed + (placesFixed == true ? alignment : [])),
                SwiftModifier("frame", flexible + alignment),
            ]
        case (true, false):
            return [SwiftModifier("frame", flexible + alignment)]
        default:
            return [SwiftModifier("frame", fixed + alignment)]
        }
    }
}
