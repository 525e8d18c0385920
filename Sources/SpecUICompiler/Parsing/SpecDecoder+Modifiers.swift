import SpecUIText

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

    /// Swift's spellings of an infinite length.
    static let swiftInfinities: Set<String> = [".infinity", "Double.infinity", "CGFloat.infinity"]

    /// YAML's spellings of an infinite float, which a spec reads as text like any other scalar.
    static let yamlInfinities: Set<String> = [".inf", ".Inf", ".INF"]

    static func swiftInfinityMessage(_ text: String) -> String {
        let spelling = yamlInfinities.contains(text) ? "YAML's" : "Swift's"
        return "'\(text)' is \(spelling) spelling; a frame writes 'infinity' (for maxWidth and maxHeight)"
    }

    static func missingModifierKeyMessage(_ key: String, modifier: String) -> String {
        "'\(modifier)' needs '\(key)'"
    }

    /// Appends the modifier written as `entry`, whose key is `key`, to `modifiers`; a wrong value is reported and
    /// nothing is appended.
    ///
    /// Each modifier is built where it is appended: `Modifier` is large, and every copy of it costs.
    mutating func decodeModifier(_ key: ModifierKey, _ entry: YAMLMappingEntry, into modifiers: inout [Modifier]) {
        let range = entry.key.range
        let value = entry.value
        switch key {
        case .padding:
            guard let padding = padding(value) else { return }
            modifiers.append(Modifier(.padding(padding), range: range))
        case .font:
            guard let font = choice(value, of: Font.self, what: "font", code: "unknown-font") else { return }
            modifiers.append(Modifier(.font(font), range: range))
        case .bold, .italic, .underline, .equatable:
            guard flag(value, key: key.rawValue) else { return }
            let kind: Modifier.Kind =
                switch key {
                case .bold: .bold
                case .italic: .italic
                case .underline: .underline
                default: .equatable
                }
            modifiers.append(Modifier(kind, range: range))
        case .foregroundColor:
            guard let color = color(value) else { return }
            modifiers.append(Modifier(.foregroundColor(color), range: range))
        case .background:
            guard let color = color(value) else { return }
            modifiers.append(Modifier(.background(color), range: range))
        case .border:
            guard let color = color(value) else { return }
            modifiers.append(Modifier(.border(color), range: range))
        case .cornerRadius:
            guard let radius = expression(value, expected: "an Int for 'cornerRadius'") else { return }
            modifiers.append(Modifier(.cornerRadius(radius), range: range))
        case .frame:
            guard let frame = frame(value, at: range) else { return }
            modifiers.append(Modifier(.frame(frame), range: range))
        case .opacity:
            guard let opacity = expression(value, expected: "a Double for 'opacity'") else { return }
            modifiers.append(Modifier(.opacity(opacity), range: range))
        case .disabled:
            guard let disabled = expression(value, expected: "a Bool for 'disabled'") else { return }
            modifiers.append(Modifier(.disabled(disabled), range: range))
        case .id:
            guard let id = expression(value, expected: "an expression for 'id'", takesArray: true) else { return }
            modifiers.append(Modifier(.id(id), range: range))
        case .accessibilityIdentifier:
            guard let identifier = template(value, expected: "a string for 'accessibilityIdentifier'") else {
                return
            }
            modifiers.append(Modifier(.accessibilityIdentifier(identifier), range: range))
        case .onAppear:
            guard let statements = action(value, key: "onAppear") else { return }
            modifiers.append(Modifier(.onAppear(statements), range: range))
        case .onChange:
            guard let kind = onChange(value, at: range) else { return }
            modifiers.append(Modifier(kind, range: range))
        }
    }

    private mutating func color(_ node: YAMLNode) -> Color? {
        choice(node, of: Color.self, what: "color", code: "unknown-color")
    }

    /// `padding: { edges: horizontal }`, what `padding: .horizontal` or `padding: horizontal` means.
    static func paddingEdges(_ edges: EdgeSet) -> String { "{ edges: \(edges.rawValue) }" }

    /// For an edge set written as `padding`'s value (`.horizontal`, `horizontal`): where it goes.
    static func paddingEdgesMessage(_ written: String, edges: EdgeSet) -> String {
        "'\(written)' is an edge set, which 'padding' takes as its 'edges': write '\(paddingEdges(edges))'"
    }

    /// `true`, an Int expression, or `{edges, length}`.
    private mutating func padding(_ node: YAMLNode) -> Padding? {
        guard let entries = node.mapping else {
            switch node.scalarValue {
            case "true": return Padding(edges: nil, length: nil)
            case "false":
                error("false-modifier", Self.falseFlagMessage("padding"), at: node.range)
                return nil
            case let value? where value.hasPrefix("."):
                // `.padding(.horizontal)`: the edges are a field of their own, quoted or not; a misspelled one
                // (`.horizontl`) is told the edge set it is close to.
                let written = String(value.dropFirst())
                let near = Suggestion.closest(to: written, among: EdgeSet.allCases.map(\.rawValue))
                guard let edges = EdgeSet(rawValue: written) ?? near.flatMap(EdgeSet.init) else { fallthrough }
                let message =
                    EdgeSet(rawValue: written) != nil
                    ? Self.paddingEdgesMessage(value, edges: edges)
                    : "'\(value)' is no edge set; did you mean '.\(edges.rawValue)'? "
                        + Self.paddingEdgesMessage(".\(edges.rawValue)", edges: edges)
                error(
                    "type-mismatch", message, at: node.range,
                    fixIt: node.range.isOnOneLine
                        ? Diagnostic.FixIt(range: node.range, replacement: Self.paddingEdges(edges)) : nil)
                return nil
            default:
                return expression(node, expected: "'true', an Int or {edges, length} for 'padding'").map {
                    Padding(edges: nil, length: $0, scalarRange: node.range)
                }
            }
        }
        // A part that fails is reported and left out; the others are kept, so that checking reports their errors
        // too. The file then has errors, so nothing is generated from the partial modifier.
        var padding = Padding(edges: nil, length: nil)
        for entry in entries {
            guard let key = key(entry) else { continue }
            switch key {
            case "edges":
                padding.edges = choice(entry.value, of: EdgeSet.self, what: "edge set", code: "unknown-edges")
            case "length":
                padding.length = expression(entry.value, expected: "an Int for 'length'")
            default:
                reportModifierKey(key, in: "padding", at: entry.key.range)
            }
        }
        return padding
    }

    static let emptyFrameMessage = "'frame' needs at least one of \(listing(frameKeys))"

    static let frameWithoutSize =
        "a frame with an alignment and no size is as large as its content, which it has no room to align in: "
        + "give it a size, or 'maxWidth: infinity' to align the content across the width it is offered"

    /// `{width, height, minWidth, maxWidth, minHeight, maxHeight, alignment}`.
    private mutating func frame(_ node: YAMLNode, at range: SourceRange) -> Frame? {
        guard let entries = mapping(node, expected: "a mapping of \(Self.listing(Self.frameKeys)) for 'frame'")
        else { return nil }
        guard !entries.isEmpty else {
            // `frame: {}` would be `.frame()`, which SwiftUI deprecates: a frame says what it sets.
            error("missing-argument", Self.emptyFrameMessage, at: node.range)
            return nil
        }
        // As for padding, a part that fails is left out and the others are kept for checking.
        var frame = Frame()
        for entry in entries {
            guard let key = key(entry) else { continue }
            switch key {
            case "alignment":
                frame.alignment = choice(entry.value, of: Alignment.self, what: "alignment", code: "unknown-alignment")
            case "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight":
                let dimension = dimension(entry.value, key: key)
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
        // `frame: {alignment: top}`, written alone: a frame as large as its content, which has no room to be placed in.
        if entries.count == 1, frame.alignment != nil {
            warning("frame-without-size", Self.frameWithoutSize, at: range)
        }
        return frame
    }

    private mutating func dimension(_ node: YAMLNode, key: String) -> Frame.Dimension? {
        if let text = node.scalarValue, Self.swiftInfinities.contains(text) || Self.yamlInfinities.contains(text) {
            // `.infinity` as Swift writes it, quoted or not: a frame writes the word alone.
            error(
                "type-mismatch", Self.swiftInfinityMessage(text), at: node.range,
                fixIt: node.range.isOnOneLine && (key == "maxWidth" || key == "maxHeight")
                    ? Diagnostic.FixIt(range: node.range, replacement: "infinity") : nil)
            return nil
        }
        // Spaces around the word, inside quotes (`" infinity"`), are no part of it.
        if let text = node.scalarValue,
            text == "infinity"
                || ((text.first == " " || text.last == " ") && text.trimmingCharacters(in: .whitespaces) == "infinity")
        {
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
        var suggested: Set<String> = []
        for entry in entries {
            guard let key = key(entry) else { continue }
            switch key {
            case "of":
                present.insert(key)
                of = expression(entry.value, expected: "an expression for 'of'", takesArray: true)
            case "action":
                present.insert(key)
                action = self.action(entry.value)
            case "perform":
                // SwiftUI's label for the action (`onChange(of:perform:)`), read as the action it means.
                present.insert("action")
                error(
                    "unknown-key", "unknown key 'perform' in 'onChange'" + Self.performHint,
                    at: entry.key.range, fixIt: Diagnostic.FixIt(range: entry.key.range, replacement: "action"))
                action = self.action(entry.value)
            default:
                if let match = reportModifierKey(key, in: "onChange", at: entry.key.range) { suggested.insert(match) }
            }
        }
        for required in Self.onChangeKeys where !present.contains(required) && !suggested.contains(required) {
            error("missing-argument", Self.missingModifierKeyMessage(required, modifier: "onChange"), at: range)
        }
        // As for a Button, an action that fails to parse is reported and left empty, so `of` is still checked.
        guard let of, present.contains("action") else { return nil }
        return .onChange(of: of, action: action ?? [])
    }

    static let performHint = "; SwiftUI's 'perform:' is 'action:' here"

    @discardableResult
    private mutating func reportModifierKey(_ key: String, in modifier: String, at range: SourceRange) -> String? {
        errorUnknown(
            "unknown-key", Self.unknownModifierKeyMessage(key, modifier: modifier), word: key,
            candidates: Self.modifierArguments(modifier), at: range)
    }
}
