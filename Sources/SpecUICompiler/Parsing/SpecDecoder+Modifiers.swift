extension SpecDecoder {
    /// Modifier keys of SPEC-LANGUAGE §3, in the order of its table.
    static let modifierKeys = ModifierKey.allCases.map(\.rawValue)
    static let paddingKeys = ["edges", "length"]
    static let frameKeys = ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "alignment"]
    static let onChangeKeys = ["of", "action"]

    static func unknownModifierKeyMessage(_ key: String, modifier: String) -> String {
        unknownKeyMessage("unknown key '\(key)' in '\(modifier)'", key: key, expected: modifierArguments(modifier))
    }

    static func modifierArguments(_ modifier: String) -> [String] {
        switch modifier {
        case "padding": paddingKeys
        case "frame": frameKeys
        default: onChangeKeys
        }
    }

    static func infinityMessage(_ key: String) -> String {
        "'infinity' is allowed only for maxWidth and maxHeight, not for '\(key)'"
    }

    static func missingModifierKeyMessage(_ key: String, modifier: String) -> String {
        "'\(modifier)' needs '\(key)'"
    }

    /// The modifier written as `entry`, whose key is `key`; nil when its value is wrong.
    mutating func decodeModifier(_ key: ModifierKey, _ entry: YAMLMappingEntry) -> Modifier? {
        let range = entry.key.range
        let value = entry.value
        let kind: Modifier.Kind?
        switch key {
        case .padding: kind = padding(value).map { .padding($0) }
        case .font: kind = choice(value, of: Font.self, what: "font", code: "unknown-font").map { .font($0) }
        case .bold: kind = flag(value, key: key.rawValue) ? .bold : nil
        case .italic: kind = flag(value, key: key.rawValue) ? .italic : nil
        case .underline: kind = flag(value, key: key.rawValue) ? .underline : nil
        case .equatable: kind = flag(value, key: key.rawValue) ? .equatable : nil
        case .foregroundColor: kind = color(value).map { .foregroundColor($0) }
        case .background: kind = color(value).map { .background($0) }
        case .border: kind = color(value).map { .border($0) }
        case .cornerRadius: kind = expression(value, expected: "an Int for 'cornerRadius'").map { .cornerRadius($0) }
        case .frame: kind = frame(value).map { .frame($0) }
        case .opacity: kind = expression(value, expected: "a Double for 'opacity'").map { .opacity($0) }
        case .disabled: kind = expression(value, expected: "a Bool for 'disabled'").map { .disabled($0) }
        case .id: kind = expression(value, expected: "an expression for 'id'").map { .id($0) }
        case .accessibilityIdentifier:
            kind = template(value, expected: "a string for 'accessibilityIdentifier'").map {
                .accessibilityIdentifier($0)
            }
        case .onAppear: kind = action(value).map { .onAppear($0) }
        case .onChange: kind = onChange(value, at: range)
        }
        return kind.map { Modifier($0, range: range) }
    }

    private mutating func color(_ node: YAMLNode) -> Color? {
        choice(node, of: Color.self, what: "color", code: "unknown-color")
    }

    /// `true`, an Int expression, or `{edges, length}`.
    private mutating func padding(_ node: YAMLNode) -> Padding? {
        guard let entries = Self.entries(of: node) else {
            switch node.scalarValue {
            case "true": return Padding(edges: nil, length: nil)
            case "false":
                error("false-modifier", Self.falseFlagMessage("padding"), at: node.range)
                return nil
            default:
                return expression(node, expected: "'true', an Int or {edges, length} for 'padding'").map {
                    Padding(edges: nil, length: $0)
                }
            }
        }
        var padding = Padding(edges: nil, length: nil)
        var valid = true
        for entry in entries {
            guard let key = key(entry) else { continue }
            switch key {
            case "edges":
                padding.edges = choice(entry.value, of: EdgeSet.self, what: "edge set", code: "unknown-edges")
                valid = valid && padding.edges != nil
            case "length":
                padding.length = expression(entry.value, expected: "an Int for 'length'")
                valid = valid && padding.length != nil
            default:
                reportModifierKey(key, in: "padding", at: entry.key.range)
            }
        }
        return valid ? padding : nil
    }

    /// `{width, height, minWidth, maxWidth, minHeight, maxHeight, alignment}`.
    private mutating func frame(_ node: YAMLNode) -> Frame? {
        guard let entries = mapping(node, expected: "a mapping of \(Self.listing(Self.frameKeys)) for 'frame'")
        else { return nil }
        var frame = Frame()
        var valid = true
        for entry in entries {
            guard let key = key(entry) else { continue }
            switch key {
            case "alignment":
                frame.alignment = choice(entry.value, of: Alignment.self, what: "alignment", code: "unknown-alignment")
                valid = valid && frame.alignment != nil
            case "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight":
                let dimension = dimension(entry.value, key: key)
                valid = valid && dimension != nil
                switch key {
                case "width": frame.width = dimension
                case "height": frame.height = dimension
                case "minWidth": frame.minWidth = dimension
                case "maxWidth": frame.maxWidth = dimension
                case "minHeight": frame.minHeight = dimension
                default: frame.maxHeight = dimension
                }
            default:
                reportModifierKey(key, in: "frame", at: entry.key.range)
            }
        }
        return valid ? frame : nil
    }

    private mutating func dimension(_ node: YAMLNode, key: String) -> Frame.Dimension? {
        if node.scalarValue == "infinity" {
            guard key == "maxWidth" || key == "maxHeight" else {
                error("infinity-not-allowed", Self.infinityMessage(key), at: node.range)
                return nil
            }
            return .infinity
        }
        return expression(node, expected: "an Int for '\(key)'").map { .value($0) }
    }

    /// `{of: expression, action: action}`.
    private mutating func onChange(_ node: YAMLNode, at range: SourceRange) -> Modifier.Kind? {
        guard let entries = mapping(node, expected: "{of: expression, action: ...} for 'onChange'") else { return nil }
        var of: Expression?
        var action: [Statement]?
        var present: Set<String> = []
        for entry in entries {
            guard let key = key(entry) else { continue }
            switch key {
            case "of":
                present.insert(key)
                of = expression(entry.value, expected: "an expression for 'of'")
            case "action":
                present.insert(key)
                action = self.action(entry.value)
            default:
                reportModifierKey(key, in: "onChange", at: entry.key.range)
            }
        }
        for required in Self.onChangeKeys where !present.contains(required) {
            error("missing-argument", Self.missingModifierKeyMessage(required, modifier: "onChange"), at: range)
        }
        guard let of, let action else { return nil }
        return .onChange(of: of, action: action)
    }

    private mutating func reportModifierKey(_ key: String, in modifier: String, at range: SourceRange) {
        errorUnknown(
            "unknown-key", Self.unknownModifierKeyMessage(key, modifier: modifier), word: key,
            candidates: Self.modifierArguments(modifier), at: range)
    }
}
