extension SpecDecoder {
    /// Named arguments written under another framework's name, or SwiftUI's where the language names them
    /// differently, with the arguments each may stand for; the first one the view takes is suggested, since no
    /// edit distance finds `in` from `range`, or `action` from `onTap`.
    static let argumentAliases: [String: [BuiltinArgument]] = [
        "range": [.in], "bounds": [.in], "through": [.in],
        "onTap": [.action], "onTapGesture": [.action], "onClick": [.action], "onPress": [.action], "tap": [.action],
        "perform": [.action], "handler": [.action],
        "binding": [.isOn, .text, .value], "value": [.isOn, .text], "checked": [.isOn], "isChecked": [.isOn],
        "selected": [.isOn], "on": [.isOn],
        "progress": [.value], "fraction": [.value],
        "children": [.content], "body": [.content], "rows": [.content], "items": [.content],
        "key": [.id], "identifier": [.id], "identity": [.id], "keyPath": [.id],
        "variable": [.as], "element": [.as], "item": [.as],
        "horizontalAlignment": [.alignment], "verticalAlignment": [.alignment], "align": [.alignment],
        "gap": [.spacing], "space": [.spacing],
        "length": [.minLength], "minHeight": [.minLength], "minWidth": [.minLength],
    ]

    /// Keys naming what is a view's value, written after its first key rather than as a named argument:
    /// `label:` on a Button, `title:` on a Toggle, `systemName:` on an Image.
    static let valueKeys: Set<String> = [
        "title", "label", "text", "placeholder", "prompt", "header", "systemName", "name", "symbol", "content",
        "children", "collection", "data", "verbatim",
    ]

    /// SwiftUI modifiers that present, navigate or decorate the screen around a view, which a spec, one view's
    /// body, does not describe.
    static let presentationModifiers: Set<String> = [
        "sheet", "alert", "confirmationDialog", "popover", "fullScreenCover", "navigationTitle",
        "navigationBarTitle", "navigationBarTitleDisplayMode", "navigationDestination", "navigationBarBackButtonHidden",
        "toolbar", "searchable", "refreshable", "tabItem", "inspector",
    ]

    /// For a key none of `view`'s arguments or modifiers is, and that no edit distance finds: what to write
    /// instead, and the argument that replaces the key, if one does.
    static func nodeKeyHint(_ key: String, view: BuiltinView) -> (hint: String, replacement: BuiltinArgument?)? {
        if let argument = argumentAliases[key]?.first(where: view.takes) {
            return ("; did you mean '\(argument.rawValue)'?", argument)
        }
        if valueKeys.contains(key), let expectation = view.primaryExpectation {
            return ("; write \(expectation) as the value of '\(view.rawValue):' itself", nil)
        }
        if presentationModifiers.contains(key) {
            return (
                "; the language has no '\(key)', as a spec describes one view's body: apply '.\(key)' to the generated view "
                    + "in Swift", nil
            )
        }
        return nil
    }

    /// What `view` takes, for a key that is nothing like any of it: its named arguments and the modifiers.
    static func nodeKeysListing(_ view: BuiltinView) -> String {
        let modifiers =
            "the modifiers " + listing(modifierKeys.filter { $0 != ModifierKey.equatable.rawValue }, conjunction: "and")
        guard !view.arguments.isEmpty else { return "; '\(view.rawValue)' takes \(modifiers)" }
        let arguments = listing(view.arguments.map { "'\($0)'" }, conjunction: "and")
        return "; '\(view.rawValue)' takes \(arguments), and \(modifiers)"
    }
}
