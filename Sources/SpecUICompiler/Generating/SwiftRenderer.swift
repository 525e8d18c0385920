/// Turns the Swift representation into source text: 4-space indentation, one
/// modifier per line, trailing closures the way a person writes them.
///
/// Statements and declarations render to lines with their levels (`SwiftLine`), expressions to a `SwiftText`;
/// the levels become spaces only when the file is written.
package enum SwiftRenderer {
    static let indentation = "    "

    /// A file's code below its header: a blank line, the conditional SwiftUI/SpecUI import and `declarations`,
    /// ending in one newline.
    package static func render(_ declarations: [SwiftDecl]) -> String {
        var lines = ["", "#if canImport(SwiftUI)", "    import SwiftUI", "#else", "    import SpecUI", "#endif"].map {
            SwiftLine($0)
        }
        for declaration in declarations {
            lines.append(SwiftLine(""))
            lines += render(declaration)
        }
        var text = ""
        text.reserveCapacity(lines.reduce(0) { $0 + $1.level * indentation.utf8.count + $1.text.utf8.count + 1 })
        for line in lines {
            line.write(to: &text)
            text.append("\n")
        }
        return text
    }

    /// Lines of a statement, at level zero.
    static func render(_ statement: SwiftStatement) -> [SwiftLine] {
        switch statement {
        case .expression(let expression):
            return render(expression).lines
        case .assignment(let target, let op, let value):
            return (render(target) + " \(op) " + render(value)).lines
        case .ifElse(let condition, let then, let otherwise):
            return renderIf(condition, then: then, otherwise: otherwise)
        case .switchOver(let subject, let cases, let defaultBody, let unknownDefault):
            var result = ("switch " + render(subject) + " {").lines
            for switchCase in cases {
                result += ("case " + render(switchCase.pattern) + ":").lines
                result += indent(switchCase.body.flatMap(render))
            }
            if let defaultBody {
                result.append(SwiftLine("default:"))
                result += indent(defaultBody.flatMap(render))
            }
            if let unknownDefault {
                result.append(SwiftLine("@unknown default:"))
                result += indent(unknownDefault.flatMap(render))
            }
            result.append(SwiftLine("}"))
            return result
        case .comment(let text):
            return [SwiftLine("// \(text)")]
        }
    }

    private static func renderIf(
        _ condition: SwiftExpr, then: [SwiftStatement], otherwise: SwiftElse?
    ) -> [SwiftLine] {
        var result = ("if " + render(condition) + " {").lines
        result += indent(then.flatMap(render))
        switch otherwise {
        case nil:
            result.append(SwiftLine("}"))
        case .block(let body):
            result.append(SwiftLine("} else {"))
            result += indent(body.flatMap(render))
            result.append(SwiftLine("}"))
        case .elseIf(let condition, let then, let otherwise):
            var chained = renderIf(condition, then: then, otherwise: otherwise)
            chained[0].text = "} else " + chained[0].text
            result += chained
        }
        return result
    }

    /// Every line one level deeper; lines just rendered change in place, without copying their text.
    static func indent(_ lines: consuming [SwiftLine]) -> [SwiftLine] {
        var lines = lines
        for index in lines.indices {
            lines[index].level += 1
        }
        return lines
    }
}
