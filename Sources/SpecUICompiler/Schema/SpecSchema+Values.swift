extension SpecSchema {
    /// Definition names of the scalar shapes every position uses.
    enum Value {
        static let template = "template"
        static let expression = "expression"
        static let numberExpression = "numberExpression"
        static let boolExpression = "boolExpression"
        static let binding = "binding"
        static let statement = "statement"
        static let action = "action"
        static let flag = "flag"
        static let color = "color"
        static let font = "font"
        static let horizontalAlignment = "horizontalAlignment"
        static let verticalAlignment = "verticalAlignment"
        static let alignment = "alignment"
        static let edges = "edges"
        static let typeRef = "typeRef"
        static let literal = "literal"
        static let identifier = "identifier"
        static let typeName = "typeName"
    }

    /// A scalar as YAML may read it: text, or a number or Boolean when written like one (`spacing: 1`).
    static let anyScalar: JSONValue = ["string", "number", "boolean"]

    /// An UpperCamelCase name: an ASCII uppercase letter or any non-ASCII letter first, then identifier characters.
    static let upperCamelCasePattern = "^(?:[A-Z]|[^\\x00-\\x7F])(?:[A-Za-z0-9_]|[^\\x00-\\x7F])*$"

    static var valueDefinitions: [String: JSONValue] {
        [
            Value.template: [
                "type": anyScalar,
                "description": """
                Text with {expression} interpolations; {{ and }} are literal braces. Quote it when it contains \
                ': ' or starts with { [ * & ! | > ' " % @.
                """,
            ],
            Value.expression: [
                "type": anyScalar,
                "description": """
                An expression: literals, names of state, props, bindings and environment values, member access, \
                operators with Swift precedence. Quote it when it contains ': '.
                """,
            ],
            Value.numberExpression: [
                "type": ["string", "number"],
                "description": "A number, or an expression of type Int or Double.",
            ],
            Value.boolExpression: [
                "type": ["string", "boolean"],
                "description": "true, false, or a Bool expression such as '!isReady'.",
            ],
            Value.binding: [
                "type": "string",
                "pattern": "^\\s*\\$",
                "description": "A binding: '$name', or inside 'ForEach: $items' with 'as: item', '$item.field'.",
            ],
            Value.statement: [
                "type": "string",
                "description": """
                A statement: x = e, x += e, x -= e, flag.toggle(), list.append(e), list.insert(e, at: i), \
                list.remove(at: i), list.removeAll(), list.removeAll(where: field), list.remove(id: e).
                """,
            ],
            Value.action: [
                "anyOf": [ref(Value.statement), ["type": "array", "items": ref(Value.statement)]],
                "description": "One statement, or a list of statements run in order.",
            ],
            Value.flag: [
                "enum": [true, "true"],
                "description": "true; to turn the modifier off, remove the key ('false' is an error).",
            ],
            Value.color: choice(colors, "A color: \(colors.joined(separator: ", ")), as in SwiftUI's Color."),
            Value.font: choice(fonts, "A text style: \(fonts.joined(separator: ", ")), as in SwiftUI's Font."),
            Value.horizontalAlignment: choice(horizontalAlignments, "A horizontal alignment."),
            Value.verticalAlignment: choice(verticalAlignments, "A vertical alignment."),
            Value.alignment: choice(alignments, "A two-dimensional alignment."),
            Value.edges: choice(edgeSets, "The edges to pad."),
            Value.typeRef: [
                "anyOf": [
                    ["type": "string"],
                    ["type": "array", "items": ref(Value.typeRef), "minItems": 1, "maxItems": 1],
                ],
                "description": """
                A type: Int, Double, Bool, String, [T], T?, or a name from 'types:'. Unquoted [T] reads as a \
                one-element YAML list, which means the same.
                """,
            ],
            Value.literal: [
                "description": """
                YAML data read against the declared type: a number, true/false, a string (quoted strings are never \
                interpolated), .name for an enum case, a list for an array, a mapping for a record, null for nil.
                """
            ],
            Value.identifier: [
                "type": "string",
                "description": "A Swift identifier; Swift keywords are not allowed.",
            ],
            Value.typeName: [
                "type": "string",
                "pattern": .string(upperCamelCasePattern),
                "description": "An UpperCamelCase Swift identifier.",
            ],
        ]
    }
}
