extension SpecSchema {
    /// Each modifier as a property: a reference to its shape in `$defs`, with its description beside it.
    static var modifierProperties: [String: JSONValue] {
        modifierShapes.reduce(into: [:]) { properties, modifier in
            let (name, shape) = modifier
            properties[name] = described(ref(modifierDefinition(name)), shape["description"]?.text ?? "")
        }
    }

    /// The `$defs` name of a modifier's shape.
    static func modifierDefinition(_ name: String) -> String { "modifier." + name }

    static var modifierDefinitions: [String: JSONValue] {
        Dictionary(uniqueKeysWithValues: modifierShapes.map { (modifierDefinition($0.key), $0.value) })
    }

    /// Every modifier key with the schema of its value; modifiers apply in the order written.
    static var modifierShapes: [String: JSONValue] {
        [
            "padding": [
                "anyOf": [
                    ["const": true], ref(Value.numberExpression),
                    closedObject(
                        [
                            "edges": described(ref(Value.edges), "The edges to pad; all when left out."),
                            "length": described(ref(Value.numberExpression), "The padding's length."),
                        ],
                        description: "Padding on some edges: {edges: horizontal, length: 2}."),
                ],
                "description": "Space around the view: true (.padding()), a length, or {edges, length}.",
            ],
            "font": described(ref(Value.font), "The text style: .font(.largeTitle)."),
            "bold": described(ref(Value.flag), "Bold text: .bold()."),
            "italic": described(ref(Value.flag), "Italic text: .italic()."),
            "underline": described(ref(Value.flag), "Underlined text: .underline()."),
            "foregroundColor": described(ref(Value.color), "The text and symbol color: .foregroundColor(.white)."),
            "background": described(ref(Value.color), "The background color: .background(.blue)."),
            "border": described(ref(Value.color), "A border in a color: .border(.gray)."),
            "cornerRadius": described(ref(Value.numberExpression), "Rounds the corners, an Int: .cornerRadius(8)."),
            "frame": closedObject(
                [
                    "width": described(dimension, "The exact width."),
                    "height": described(dimension, "The exact height."),
                    "minWidth": described(dimension, "The least width."),
                    "maxWidth": described(maxDimension, "The greatest width; 'infinity' fills the space."),
                    "minHeight": described(dimension, "The least height."),
                    "maxHeight": described(maxDimension, "The greatest height; 'infinity' fills the space."),
                    "alignment": described(ref(Value.alignment), "Where the view sits inside the frame."),
                ],
                description: "A frame: {width, height, minWidth, maxWidth, minHeight, maxHeight, alignment}."
            ).merging(["minProperties": 1]),
            "opacity": described(ref(Value.numberExpression), "The opacity, a Double expression: .opacity(0.5)."),
            "disabled": described(ref(Value.boolExpression), "Disables the view when true: .disabled(!isReady)."),
            "id": described(ref(Value.expression), "An explicit identity: .id(todo.id)."),
            "accessibilityIdentifier": described(
                ref(Value.template),
                "A stable handle for tests and preview scripting, a template; unique within the view."),
            "equatable": described(
                ref(Value.flag), "Skips re-evaluating an unchanged view: .equatable(); only on a view of the unit."),
            "onAppear": described(ref(Value.action), "What runs when the view appears: .onAppear { ... }."),
            "onChange": closedObject(
                [
                    "of": described(ref(Value.expression), "The value to watch."),
                    "action": described(ref(Value.action), "What runs when it changes."),
                ],
                required: ["of", "action"],
                description: "Runs an action when a value changes: {of: query, action: ...}."),
        ]
    }

    /// A frame length other than maxWidth and maxHeight: a number or expression, not 'infinity'.
    private static var dimension: JSONValue {
        ["type": ["string", "number"], "not": ["const": "infinity"]]
    }

    /// maxWidth or maxHeight: 'infinity', a number or an expression.
    private static var maxDimension: JSONValue {
        ["anyOf": [["const": "infinity"], ref(Value.numberExpression)]]
    }
}
