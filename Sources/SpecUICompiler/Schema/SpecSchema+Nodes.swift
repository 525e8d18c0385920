extension SpecSchema {
    /// Definition names of the view-node shapes; each built-in view's shape is named after the view.
    enum Node {
        static let list = "nodes"
        static let node = "node"
        static let bareView = "bareView"
        static let ifNode = "if"
        static let switchNode = "switch"
        static let unitView = "unitView"
        static let viewName = "viewName"
        static let modifierName = "modifierName"
    }

    /// A key naming a view of the unit: UpperCamelCase and not a built-in view.
    package static let unitViewPattern =
        "^(?!(?:" + views.joined(separator: "|") + ")$)" + String(upperCamelCasePattern.dropFirst())

    static var nodeDefinitions: [String: JSONValue] {
        var definitions: [String: JSONValue] = [
            Node.list: [
                "type": ["array", "null"],
                "items": ref(Node.node),
                "description": "A list of view nodes, each starting with '- '.",
            ],
            Node.node: node,
            Node.bareView: [
                "type": "string",
                "anyOf": [
                    ["enum": .array(bareViews.map { .string($0) })],
                    ["pattern": .string(unitViewPattern)],
                ],
                "description": """
                A view with no arguments written as a bare name: \(bareViews.map { "- \($0)" }.joined(separator: ", ")), \
                or a view of the unit that takes none.
                """,
            ],
            Node.ifNode: ifNode,
            Node.switchNode: switchNode,
            Node.unitView: unitView,
            Node.viewName: choice(views, "A built-in view."),
            Node.modifierName: choice(modifiers, "A modifier; modifiers apply in the order written."),
        ]
        for view in BuiltinView.allCases {
            definitions[view.rawValue] = builtinView(view)
        }
        return definitions
    }

    /// One node: a bare view name, or a mapping whose first key names a view, `if` or `switch`.
    private static var node: JSONValue {
        let branches = [Node.bareView] + views + [Node.ifNode, Node.switchNode, Node.unitView]
        let otherKeys = Set(
            BuiltinView.allCases.flatMap(\.arguments) + ["if", "then", "else", "switch", "cases", "default"])
        return [
            "oneOf": .array(branches.map { ref($0) }),
            "propertyNames": [
                "anyOf": [
                    ref(Node.viewName), ref(Node.modifierName),
                    ["enum": .array(otherKeys.sorted().map { .string($0) })],
                    ["pattern": .string(unitViewPattern)],
                ]
            ],
            "description": """
            A view node: its first key names a built-in view, a view of the unit, 'if' or 'switch'; the other keys \
            are the view's named arguments and its modifiers, applied in the order written.
            """,
        ]
    }

    /// A built-in view: its first key, its named arguments and the modifiers, nothing else.
    private static func builtinView(_ view: BuiltinView) -> JSONValue {
        var properties = modifierProperties.filter { builtinViewModifiers.contains($0.key) }
        properties[view.rawValue] = primary(view)
        properties.merge(arguments(view)) { _, argument in argument }
        var schema = closedObject(
            properties, required: [view.rawValue] + view.requiredArguments, description: description(view))
        schema = schema.merging(["title": .string(view.rawValue)])
        return schema
    }

    private static var ifNode: JSONValue {
        closedObject(
            [
                "if": described(ref(Value.boolExpression), "A Bool condition; lowers to if/else inside @ViewBuilder."),
                "then": described(ref(Node.list), "The nodes shown when the condition holds."),
                "else": [
                    "anyOf": [ref(Node.list), ref(Node.ifNode)],
                    "description":
                        "The nodes shown otherwise, a single 'if' node for an else-if chain, or ~ for no else.",
                ],
            ],
            required: ["if", "then"],
            description: "if: condition, then: [...], optional else: [...]; modifiers go on a Group around it."
        ).merging(["title": "if"])
    }

    private static var switchNode: JSONValue {
        closedObject(
            [
                "switch": described(ref(Value.expression), "The enum, Int or String value to switch over."),
                "cases": [
                    "type": ["object", "null"],
                    "additionalProperties": ref(Node.list),
                    "description": """
                    Case: nodes. A bare word or .word is an enum case, a plain integer an Int, a quoted word a String; \
                    each case at most once.
                    """,
                ],
                "default": described(
                    ref(Node.list), "The nodes for every other value; required unless the cases cover every enum case."
                ),
            ],
            required: ["switch", "cases"],
            description: "switch: value, cases: {case: [...]}, optional default: [...]; lowers to a Swift switch."
        ).merging(["title": "switch"])
    }

    /// A view declared by another spec of the unit: its arguments inside the first key's mapping, modifiers beside.
    private static var unitView: JSONValue {
        [
            "type": "object",
            "title": "a view of the unit",
            "properties": .object(modifierProperties),
            "patternProperties": [
                unitViewPattern: [
                    "type": ["object", "null"],
                    "additionalProperties": described(
                        ["type": anyScalar],
                        "A prop's value (a template for String props, else an expression) or a binding ('$name')."),
                    "propertyNames": ref(Value.identifier),
                    "description": "A view of the unit; pass every prop and every binding ($name) by name.",
                ]
            ],
            "additionalProperties": false,
            "not": ["propertyNames": ["not": ["pattern": .string(unitViewPattern)]]],
            "description": """
            A view declared by another spec of the unit, such as 'ChildView: {name: \"Alice\"}'; its modifiers, \
            'equatable' included, go beside the first key.
            """,
        ]
    }
}
