extension SwiftRenderer {
    /// A Double as Swift prints it, `0.5` or `1e+16`; a subnormal one by its bits, `-Double(bitPattern: 0x1)` for
    /// `-5e-324`: where literals are read through Float80, swiftc warns that a subnormal literal "underflows and loses
    /// precision", whatever its notation.
    static func doubleLiteral(_ value: Double) -> String {
        guard value.isSubnormal else { return "\(value)" }
        let sign = value.sign == .minus ? "-" : ""
        return sign + "Double(bitPattern: 0x" + String(value.magnitude.bitPattern, radix: 16) + ")"
    }

    /// An expression's text; a multi-line expression's later lines are indented relative to its first.
    static func render(_ expression: SwiftExpr) -> SwiftText {
        switch expression {
        case .identifier(let name):
            return SwiftText(name)
        case .integer(let value):
            return SwiftText(String(value))
        case .double(let value):
            precondition(value.isFinite, "a spec double must be finite, got \(value)")
            return SwiftText(doubleLiteral(value))
        case .boolean(let value):
            return SwiftText(value ? "true" : "false")
        case .nil:
            return SwiftText("nil")
        case .string(let parts):
            return renderString(parts)
        case .implicitMember(let name):
            return SwiftText(".\(name)")
        case .member(let base, let name):
            return renderOperand(base) + ".\(name)"
        case .call(let callee, let arguments, let trailingClosures):
            return renderCall(callee, arguments, trailingClosures)
        case .keyPath(let components):
            return SwiftText("\\." + components.joined(separator: "."))
        case .prefix(let op, let operand):
            return op + renderOperand(operand)
        case .binary(_, let op, _) where op == .and || op == .or:
            let operands = chain(expression, op).map { renderBinaryOperand($0, of: op, isRight: true) }
            let singleLine = SwiftText.joined(operands, separator: " \(op.rawValue) ")
            guard singleLine.exceeds(inlineWidth) else { return singleLine }
            let lines = operands.enumerated().flatMap { index, operand in
                (index == 0 ? operand : "    \(op.rawValue) " + operand).lines
            }
            return SwiftText(lines: lines)
        case .binary(let lhs, let op, let rhs) where op == .closedRange || op == .halfOpenRange:
            // Range operators are written without spaces, `0...10`, so an upper bound starting with an operator
            // character is parenthesized (`-5...(-1)`: Swift would lex `...-` as one operator), and so is a
            // computed bound, which then reads as one value: `0...(limit - 1)`.
            return renderRangeBound(lhs) + op.rawValue + separated(renderRangeBound(rhs))
        case .binary(let lhs, let op, let rhs):
            return renderBinaryOperand(lhs, of: op, isRight: false) + " \(op.rawValue) "
                + renderBinaryOperand(rhs, of: op, isRight: true)
        case .ternary(let condition, let then, let otherwise):
            return renderTernaryOperand(condition) + " ? " + renderTernaryOperand(then) + " : " + render(otherwise)
        case .parenthesized(let inner):
            return "(" + render(inner) + ")"
        case .coerced(let value, let type):
            return renderOperand(value) + " as \(type)"
        case .array(let elements):
            return renderArray(elements)
        case .closure(let closure):
            return renderClosure(closure)
        case .modified(let base, let modifiers):
            return renderModified(base, modifiers)
        }
    }

    /// The operands of a left-associated chain of one operator: `a && b && c`.
    private static func chain(_ expression: SwiftExpr, _ op: SwiftBinaryOperator) -> [SwiftExpr] {
        guard case .binary(let lhs, op, let rhs) = expression else { return [expression] }
        return chain(lhs, op) + [rhs]
    }

    private static func renderString(_ parts: [SwiftStringPart]) -> String {
        var text = "\""
        for part in parts {
            switch part {
            case .text(let piece): text += SwiftStringLiteral.escape(piece)
            case .interpolation(let expression): text += "\\(\(renderInterpolated(expression)))"
            }
        }
        return text + "\""
    }

    private static func renderString(_ parts: [SwiftStringPart]) -> SwiftText {
        var text = SwiftText("\"")
        for part in parts {
            switch part {
            case .text(let piece): text.append(SwiftStringLiteral.escape(piece))
            case .interpolation(let expression): text.append("\\(" + renderInterpolated(expression) + ")")
            }
        }
        return text + "\""
    }

    /// An interpolated expression, on one line.
    private static func renderInterpolated(_ expression: SwiftExpr) -> SwiftText {
        $isInsideStringLiteral.withValue(true) { render(expression) }
    }

    /// An operand of `.member`, a call or a prefix operator: parenthesized unless it is a primary expression.
    ///
    /// An operand starting with an operator character is parenthesized too: after a prefix operator Swift would
    /// lex the two as one operator (`--n`), and before a member the member would bind first (`-n.count`).
    private static func renderOperand(_ expression: SwiftExpr) -> SwiftText {
        switch expression {
        case .binary, .ternary, .closure, .coerced:
            return "(" + render(expression) + ")"
        default:
            return separated(render(expression))
        }
    }

    /// A bound of a range: parenthesized when it is computed.
    private static func renderRangeBound(_ bound: SwiftExpr) -> SwiftText {
        switch bound {
        case .binary, .ternary, .closure, .coerced: "(" + render(bound) + ")"
        default: render(bound)
        }
    }

    /// `text` parenthesized when it starts with an operator character, which Swift would lex as part of an
    /// operator written right before it.
    private static func separated(_ text: SwiftText) -> SwiftText {
        guard let first = text.firstCharacter, operatorCharacters.contains(first) else { return text }
        return "(" + text + ")"
    }

    /// The characters that can start a Swift operator (a `.` starts one only when followed by another `.`).
    private static let operatorCharacters: Set<Character> = [
        "/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?",
    ]

    private static func renderBinaryOperand(
        _ operand: SwiftExpr, of op: SwiftBinaryOperator, isRight: Bool
    ) -> SwiftText {
        switch operand {
        case .binary(_, let inner, _):
            let needsParentheses =
                inner.precedence < op.precedence
                || (inner.precedence == op.precedence && isRight != op.isRightAssociative)
            return needsParentheses ? "(" + render(operand) + ")" : render(operand)
        case .ternary, .closure, .coerced:
            return "(" + render(operand) + ")"
        default:
            return render(operand)
        }
    }

    private static func renderTernaryOperand(_ operand: SwiftExpr) -> SwiftText {
        if case .ternary = operand { return "(" + render(operand) + ")" }
        return render(operand)
    }

    /// `(a: 1, b: 2)`, or one argument per line when that would be long.
    ///
    /// A lone argument too long for the line goes on a line of its own, as swift-format places it, even when it
    /// is still long there (a long string literal), and so does a lone call that spans lines; a lone closure or
    /// array that spans lines stays where it starts.
    ///
    /// Each argument is rendered once, for both layouts: rendering it again for the second would double the
    /// work at every level of nested calls.
    private static func renderArgumentList(_ arguments: [SwiftArgument]) -> SwiftText {
        let labeled = arguments.map { argument in
            let value = render(argument.value)
            return argument.label.map { "\($0): " + value } ?? value
        }
        let singleLine = "(" + SwiftText.joined(labeled, separator: ", ") + ")"
        let breaks =
            arguments.count > 1
            ? singleLine.exceeds(inlineWidth) || singleLine.isMultiline
            : singleLine.isMultiline ? isCallInParentheses(arguments[0].value) : singleLine.exceeds(inlineWidth)
        guard breaks else { return singleLine }
        let list = labeled.enumerated().flatMap { index, argument in
            indent((index == labeled.count - 1 ? argument : argument + ",").lines)
        }
        return SwiftText("(", then: list, closedBy: ")")
    }

    /// Whether `value` is a call ending in its parenthesized arguments: a lone argument that spans lines goes on a
    /// line of its own when it is one, as swift-format places it (`.constant(` above `Folder(`), and stays where it
    /// starts when it is a closure or an array.
    private static func isCallInParentheses(_ value: SwiftExpr) -> Bool {
        guard case .call(_, _, let trailingClosures) = value else { return false }
        return trailingClosures.isEmpty
    }

    /// Past this many characters a call's arguments or a `&&` chain are broken over lines, which keeps
    /// generated lines within the 120 columns of the repository's format at the usual nesting depths.
    static let maximumInlineWidth = 80

    /// Whether an expression is being written inside a string literal's interpolation, which a line break would end:
    /// there nothing is broken over lines, however long.
    @TaskLocal static var isInsideStringLiteral = false

    /// The width past which a call, an array or a chain is broken over lines.
    private static var inlineWidth: Int { isInsideStringLiteral ? Int.max : maximumInlineWidth }

    private static func renderCall(
        _ callee: SwiftExpr,
        _ arguments: [SwiftArgument],
        _ trailingClosures: [SwiftClosure]
    ) -> SwiftText {
        var text = renderOperand(callee)
        if !arguments.isEmpty || trailingClosures.isEmpty {
            text.append(renderArgumentList(arguments))
        }
        for (index, closure) in trailingClosures.enumerated() {
            if index > 0, let label = closure.label {
                text.append(" \(label): ")
            } else {
                text.append(" ")
            }
            text.append(renderClosure(closure))
        }
        return text
    }

    private static func renderClosure(_ closure: SwiftClosure) -> SwiftText {
        let header = closure.parameters.isEmpty ? "{" : "{ \(closure.parameters.joined(separator: ", ")) in"
        if closure.isInline {
            let body = closure.body.flatMap(render).map(\.written).joined(separator: "; ")
            return SwiftText("\(header) \(body) }")
        }
        let body = indent(closure.body.flatMap(render))
        return SwiftText(header, then: body, closedBy: "}")
    }

    private static func renderArray(_ elements: [SwiftExpr]) -> SwiftText {
        let rendered = elements.map(render)
        let singleLine = "[" + SwiftText.joined(rendered, separator: ", ") + "]"
        if !singleLine.exceeds(inlineWidth) && !singleLine.isMultiline {
            return singleLine
        }
        // swift-format writes a trailing comma after the last element only when there are several.
        let separator = rendered.count > 1 ? "," : ""
        let body = indent(rendered.flatMap { ($0 + separator).lines })
        return SwiftText("[", then: body, closedBy: "]")
    }

    private static func renderModified(_ base: SwiftExpr, _ modifiers: [SwiftModifier]) -> SwiftText {
        var result = render(base)
        // After a closing brace modifiers line up with the view; after a one-line view they are indented.
        let baseIsMultiline = result.isMultiline
        for modifier in modifiers {
            var text = SwiftText(".\(modifier.name)")
            if !modifier.arguments.isEmpty || modifier.trailingClosure == nil {
                text.append(renderArgumentList(modifier.arguments))
            }
            if let closure = modifier.trailingClosure {
                text.append(" ")
                text.append(renderClosure(closure))
            }
            result.appendLines(baseIsMultiline ? text.lines : indent(text.lines))
        }
        return result
    }
}
