extension SpecSchema {
    /// A list of nodes where the decoder needs a list (a stack's content): null is not an empty list there.
    private static var nodeArray: JSONValue { ["type": "array", "items": ref(Node.node)] }

    /// What the view does, for hover documentation.
    static func description(_ view: BuiltinView) -> String {
        switch view {
        case .text: "Text(\"...\"): shows a string template such as \"Count: {count}\"."
        case .button: "Button: a title template or a list of label nodes, and the 'action' it runs."
        case .vStack: "VStack: arranges its nodes vertically; optional alignment and spacing."
        case .hStack: "HStack: arranges its nodes horizontally; optional alignment and spacing."
        case .zStack: "ZStack: overlays its nodes, the last on top; optional alignment."
        case .list: "List: a scrolling list of its nodes."
        case .group: "Group: groups nodes so modifiers apply to all of them."
        case .section: "Section: an optional header template and its 'content'."
        case .forEach:
            "ForEach: repeats 'content' for each element of a collection ('$collection' for bindings to elements)."
        case .toggle: "Toggle: a title template and the Bool binding 'isOn'."
        case .textField: "TextField: a placeholder template and the String binding 'text'."
        case .stepper: "Stepper: a label template, the Int binding 'value' and an optional range 'in'."
        case .progressView: "ProgressView: an optional label and an optional 'value' from 0 to 1."
        case .image: "Image(systemName:): an SF Symbol name, such as \"star\"."
        case .spacer: "Spacer: flexible space; optional minLength. Write '- Spacer' for none."
        case .divider: "Divider: a separating line. Write '- Divider'."
        case .emptyView: "EmptyView: shows nothing. Write '- EmptyView'."
        }
    }

    /// The schema of the first key's value.
    static func primary(_ view: BuiltinView) -> JSONValue {
        switch view {
        case .text: described(ref(Value.template), "The text, a template: \"Count: {count}\".")
        case .button:
            [
                "anyOf": [ref(Value.template), nodeArray],
                "description": "The title template, or a list of nodes as the label.",
            ]
        case .vStack, .hStack, .zStack, .list, .group:
            described(nodeArray, "The nodes inside, written as a list.")
        case .section:
            described(["type": ["string", "number", "boolean", "null"]], "The header template; leave empty for none.")
        case .forEach:
            described(
                ["type": "string"],
                "The collection expression; '$todos' iterates bindings, so rows can write '$todo.done'.")
        case .toggle: described(ref(Value.template), "The title template.")
        case .textField: described(ref(Value.template), "The placeholder template.")
        case .stepper: described(ref(Value.template), "The label template.")
        case .progressView:
            described(["type": ["string", "number", "boolean", "null"]], "The label template; leave empty for none.")
        case .image: described(ref(Value.template), "The system symbol name, a template: \"star\" or \"{symbol}\".")
        case .spacer, .divider, .emptyView: ["type": "null", "description": "Takes no value."]
        }
    }

    /// The view's named arguments, written beside its first key.
    static func arguments(_ view: BuiltinView) -> [String: JSONValue] {
        switch view {
        case .button:
            ["action": described(ref(Value.action), "What the button runs: one statement or a list.")]
        case .vStack:
            [
                "alignment": described(
                    ref(Value.horizontalAlignment), "How the nodes line up: leading, center, trailing."),
                "spacing": described(ref(Value.numberExpression), "The space between nodes."),
            ]
        case .hStack:
            [
                "alignment": described(ref(Value.verticalAlignment), "How the nodes line up: top, center, bottom."),
                "spacing": described(ref(Value.numberExpression), "The space between nodes."),
            ]
        case .zStack:
            ["alignment": described(ref(Value.alignment), "Where the nodes sit in the stack.")]
        case .section:
            ["content": described(ref(Node.list), "The section's nodes.")]
        case .forEach:
            [
                "id": described(
                    ["type": "string"],
                    """
                    The element field that identifies it (a Hashable field), or 'self' for distinct literals that \
                    never change; without it the element type needs an 'id' field.
                    """),
                "as": described(ref(Value.identifier), "The loop variable's name; 'item' when left out."),
                "content": described(ref(Node.list), "The nodes repeated for each element."),
            ]
        case .toggle:
            ["isOn": described(ref(Value.binding), "The Bool binding, such as '$flag' or '$todo.done'.")]
        case .textField:
            ["text": described(ref(Value.binding), "The String binding, such as '$name'.")]
        case .stepper:
            [
                "value": described(ref(Value.binding), "The Int binding, such as '$quantity'."),
                "in": described(["type": "string"], "The allowed range, such as '0...10'."),
            ]
        case .progressView:
            ["value": described(ref(Value.numberExpression), "The progress, a Double from 0 to 1.")]
        case .spacer:
            ["minLength": described(ref(Value.numberExpression), "The least space the spacer takes.")]
        case .text, .list, .group, .image, .divider, .emptyView:
            [:]
        }
    }
}
