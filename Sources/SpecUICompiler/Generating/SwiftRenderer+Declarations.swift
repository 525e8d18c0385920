extension SwiftRenderer {
    /// Lines of a declaration, at indentation zero.
    package static func render(_ declaration: SwiftDecl) -> [String] {
        switch declaration {
        case .structure(let type):
            return renderType(type, keyword: "struct")
        case .enumeration(let type):
            return renderType(type, keyword: "enum")
        case .enumCase(let name):
            return ["case \(name)"]
        case .property(let property):
            return renderProperty(property)
        case .function(let function):
            return renderFunction(function)
        }
    }

    private static func renderType(_ type: SwiftTypeDecl, keyword: String) -> [String] {
        var header = (type.modifiers + [keyword, type.name]).joined(separator: " ")
        if !type.conformances.isEmpty {
            header += ": " + type.conformances.joined(separator: ", ")
        }
        var result = type.comments.map { "// \($0)" }
        result.append(header + " {")
        var previous: SwiftDecl?
        for member in type.members {
            if let previous, !isCompact(previous) || !isCompact(member) {
                result.append("")
            }
            result += indent(render(member))
            previous = member
        }
        result.append("}")
        return result
    }

    /// Stored properties and enum cases sit on consecutive lines; anything with a body gets blank lines around it.
    private static func isCompact(_ declaration: SwiftDecl) -> Bool {
        switch declaration {
        case .enumCase: true
        case .property(let property): property.getter == nil
        case .structure, .enumeration, .function: false
        }
    }

    private static func renderProperty(_ property: SwiftProperty) -> [String] {
        var words = property.attributes.map { "@" + render($0) }
        words += property.modifiers
        words.append(property.isMutable ? "var" : "let")
        var text = words.joined(separator: " ") + " " + property.name
        if let type = property.type {
            text += ": \(type)"
        }
        if let initial = property.initial {
            text += " = \(render(initial))"
        }
        let documentation = property.comments.map { "/// \($0)" }
        guard let getter = property.getter else { return documentation + lines(text) }
        return documentation + [text + " {"] + indent(getter.flatMap(render)) + ["}"]
    }

    private static func renderFunction(_ function: SwiftFunction) -> [String] {
        let parameters = function.parameters.map { parameter in
            var text = "\(parameter.name): \(parameter.type)"
            if let defaultValue = parameter.defaultValue {
                text += " = \(render(defaultValue))"
            }
            return text
        }
        var words = function.modifiers
        if function.isInitializer {
            words.append("init")
        } else {
            words += ["func", function.name]
        }
        // An operator's name is followed by a space: `static func == (lhs: Self, rhs: Self)`.
        let separator = function.name.first?.isLetter == false && !function.isInitializer ? " " : ""
        let returns = function.returnType.map { " -> \($0)" } ?? ""
        let opening = words.joined(separator: " ") + separator + "("
        let singleLine = opening + parameters.joined(separator: ", ") + ")" + returns + " {"
        let body = indent(function.body.flatMap(render)) + ["}"]
        if !singleLine.contains("\n") && singleLine.count <= 100 {
            return [singleLine] + body
        }
        // One parameter per line, as when a default value spans lines.
        let list = parameters.enumerated().flatMap { index, parameter in
            indent(lines(parameter + (index == parameters.count - 1 ? "" : ",")))
        }
        return [opening] + list + [")" + returns + " {"] + body
    }
}
