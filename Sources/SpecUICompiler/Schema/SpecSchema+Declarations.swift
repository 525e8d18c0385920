extension SpecSchema {
    /// Definition names of the declaration sections' shapes.
    enum Declaration {
        static let state = "stateValue"
        static let type = "typeDeclaration"
        static let preview = "preview"
    }

    /// A string that is none of `names` and does not end in `_Previews`.
    static func reservedNames(_ names: [String]) -> JSONValue {
        [
            "not": [
                "anyOf": [
                    ["enum": .array(names.map { .string($0) })],
                    ["pattern": .string(ReservedNames.previewsSuffix + "$")],
                ]
            ]
        ]
    }

    static var topLevelProperties: [String: JSONValue] {
        [
            "view": [
                "allOf": [
                    ref(Value.typeName), reservedNames(reservedTypeNames + reservedViewNames + builtinTypeNames),
                ],
                "description": """
                The view this file declares; UpperCamelCase, not a name the generated Swift takes, and the file's \
                stem should equal it (CounterView.yaml).
                """,
            ],
            "props": [
                "type": ["object", "null"],
                "additionalProperties": ref(Value.typeRef),
                "propertyNames": ref(Value.identifier),
                "description": "Inputs from the parent, name: Type; emitted as 'let name: Type'.",
            ],
            "bindings": [
                "type": ["object", "null"],
                "additionalProperties": ref(Value.typeRef),
                "propertyNames": ref(Value.identifier),
                "description": "Two-way inputs, name: Type; emitted as '@Binding var name: Type'.",
            ],
            "state": [
                "type": ["object", "null"],
                "additionalProperties": ref(Declaration.state),
                "propertyNames": ref(Value.identifier),
                "description": """
                Private state; emitted as '@State private var name = initial'. Write a literal (count: 0 is an \
                Int) or {type, initial}.
                """,
            ],
            "environment": [
                "type": ["array", "null"],
                "items": choice(environmentValues, "An environment value of v1."),
                "uniqueItems": true,
                "description": """
                Read-only environment values, each at most once; emitted as @Environment(\\.name). \
                layoutDirection is .leftToRight or .rightToLeft, colorScheme is .light or .dark.
                """,
            ],
            "types": [
                "type": ["object", "null"],
                "additionalProperties": ref(Declaration.type),
                "propertyNames": [
                    "allOf": [
                        ["pattern": .string(upperCamelCasePattern)],
                        reservedNames(builtinTypeNames + reservedTypeNames),
                    ]
                ],
                "description": """
                Records ({field: Type}) and enums ([case, case]) usable by every spec of the unit; names are \
                UpperCamelCase and cannot be a built-in type or a name the generated Swift takes.
                """,
            ],
            "body": described(
                ref(Node.list), "The view's @ViewBuilder body: a list of nodes, each starting with '- '."),
            "previews": [
                "type": ["array", "null"],
                "items": ref(Declaration.preview),
                "description": """
                Named prop, binding and state values for previews ('specui preview --preview NAME'); without any, \
                props start at their type's zero value.
                """,
            ],
        ]
    }

    static var declarationDefinitions: [String: JSONValue] {
        [
            Declaration.state: [
                "oneOf": [
                    described(
                        ["type": ["string", "number", "boolean", "null", "array"], "items": ref(Value.literal)],
                        "An initial value; its type is inferred: 0 is Int, 0.5 Double, \"\" String, false Bool."),
                    closedObject(
                        [
                            "type": described(ref(Value.typeRef), "The state's type, such as \"[Todo]\"."),
                            "initial": described(ref(Value.literal), "The initial value, read against 'type'."),
                        ],
                        required: ["type", "initial"],
                        description: "Explicit form: a type and an initial value."),
                ],
                "description": "A state value: a literal, or {type, initial}.",
            ],
            Declaration.type: [
                "oneOf": [
                    [
                        "type": "object",
                        "additionalProperties": ref(Value.typeRef),
                        "propertyNames": ref(Value.identifier),
                        "description": """
                        A record, field: Type; emitted as a Hashable struct, Identifiable when it has an 'id' field.
                        """,
                    ],
                    [
                        "type": "array",
                        "items": [
                            "type": "string", "not": ["pattern": "^\\."],
                            "description": "An enum case, written without a dot.",
                        ],
                        "minItems": 1,
                        "uniqueItems": true,
                        "description": "An enum, [case, case]; emitted as a Hashable, CaseIterable enum.",
                    ],
                ],
                "description": "A record ({field: Type}) or an enum ([case, case]).",
            ],
            Declaration.preview: closedObject(
                [
                    // Any text that is not blank: a name YAML reads as a number, a Boolean or null is its words.
                    "name": [
                        "type": ["string", "number", "boolean", "null"],
                        "description": "The preview's name, any text that is not blank, unique within the file.",
                    ],
                    "values": [
                        "type": ["object", "null"],
                        "additionalProperties": ref(Value.literal),
                        "propertyNames": ref(Value.identifier),
                        "description": "Values keyed by prop, binding or state name.",
                    ],
                ],
                required: ["name"],
                description: "A named preview: {name, values}."),
        ]
    }
}
