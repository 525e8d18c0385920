extension SwiftRenderer {
    /// Lines of a declaration, at level zero.
    static func render(_ declaration: SwiftDecl) -> [SwiftLine] {
        switch declaration {
        case .structure(let type):
            return renderType(type, keyword: "struct")
        case .enumeration(let type):
            return renderType(type, keyword: "enum")
        case .enumCase(let name):
            return [SwiftLine("case \(name)")]
        case .property(let property):
            return renderProperty(property)
        case .function(let function):
            return renderFunction(function)
        }
    }

    private static func renderType(_ type: SwiftTypeDecl, keyword: String) -> [SwiftLine] {
        var header = (type.modifiers + [keyword, type.name]).joined(separator: " ")
        if !type.conformances.isEmpty {
            header += ": " + type.conformances.joined(separator: ", ")
        }
        var result = type.comments.map { SwiftLine("// \($0)") }
        result.append(SwiftLine(header + " {"))
        var previous: SwiftDecl?
        for member in type.members {
            if let previous, !isCompact(previous) || !isCompact(member) {
                result.append(SwiftLine(""))
            }
            result += indent(render(member))
            previous = member
        }
        result.append(SwiftLine("}"))
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

    private static func renderProperty(_ property: SwiftProperty) -> [SwiftLine] {
        var text = SwiftText("")
        for attribute in property.attributes {
            text.append("@")
            text.append(render(attribute))
            text.append(" ")
        }
        let words = property.modifiers + [property.isMutable ? "var" : "let"]
        text.append(words.joined(separator: " ") + " " + property.name)
        if let type = property.type {
            text.append(": \(type)")
        }
        if let initial = property.initial {
            text.append(" = ")
            text.append(render(initial))
        }
        let documentation = property.comments.map { SwiftLine("/// \($0)") }
        guard let getter = property.getter else { return documentation + text.lines }
        return documentation + (text + " {").lines + indent(getter.flatMap(render)) + [SwiftLine("}")]
    }

    private static func renderFunction(_ function: SwiftFunction) -> [SwiftLine] {
        let parameters = function.parameters.map { parameter in
            var text = SwiftText("\(parameter.name): \(parameter.type)")
            if let defaultValue = parameter.defaultValue {
                text.append(" = ")
                text.append(render(defaultValue))
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
        let singleLine = opening + SwiftText.joined(parameters, separator: ", ") + ")" + returns + " {"
        let body = indent(function.body.flatMap(render)) + [SwiftLine("}")]
        if !singleLine.isMultiline && !singleLine.exceeds(100) {
            return singleLine.lines + body
        }
        // One parameter per line, as when a default value spans lines.
        let list = parameters.enumerated().flatMap { index, parameter in
            indent((parameter + (index == parameters.count - 1 ? "" : ",")).lines)
        }
        return [SwiftLine(opening)] + list + [SwiftLine(")" + returns + " {")] + body
    }
}
