/// Turns the Swift representation into source text: 4-space indentation, one
/// modifier per line, trailing closures the way a person writes them.
package enum SwiftRenderer {
    static let indentation = "    "

    /// The whole file, ending in one newline.
    package static func render(_ file: SwiftSourceFile) -> String {
        var lines = file.header.map { "// \($0)" }
        lines += ["", "#if canImport(SwiftUI)", "    import SwiftUI", "#else", "    import SpecUI", "#endif"]
        for declaration in file.declarations {
            lines.append("")
            lines += render(declaration)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Lines of a statement, at indentation zero.
    package static func render(_ statement: SwiftStatement) -> [String] {
        switch statement {
        case .expression(let expression):
            return lines(render(expression))
        case .assignment(let target, let op, let value):
            return lines("\(render(target)) \(op) \(render(value))")
        case .ifElse(let condition, let then, let otherwise):
            return renderIf(condition, then: then, otherwise: otherwise)
        case .switchOver(let subject, let cases, let defaultBody):
            var result = ["switch \(render(subject)) {"]
            for switchCase in cases {
                result.append("case \(render(switchCase.pattern)):")
                result += indent(switchCase.body.flatMap(render))
            }
            if let defaultBody {
                result.append("default:")
                result += indent(defaultBody.flatMap(render))
            }
            result.append("}")
            return result
        case .comment(let text):
            return ["// \(text)"]
        }
    }

    private static func renderIf(_ condition: SwiftExpr, then: [SwiftStatement], otherwise: SwiftElse?) -> [String] {
        var result = ["if \(render(condition)) {"]
        result += indent(then.flatMap(render))
        switch otherwise {
        case nil:
            result.append("}")
        case .block(let body):
            result.append("} else {")
            result += indent(body.flatMap(render))
            result.append("}")
        case .elseIf(let condition, let then, let otherwise):
            var chained = renderIf(condition, then: then, otherwise: otherwise)
            chained[0] = "} else " + chained[0]
            result += chained
        }
        return result
    }

    /// Indents every non-empty line by one level.
    static func indent(_ lines: [String]) -> [String] {
        lines.map { $0.isEmpty ? $0 : indentation + $0 }
    }

    static func lines(_ text: String) -> [String] {
        // Generated text has no carriage returns (string literals escape them), so lines end at a newline byte.
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(Substring($0))
        }
    }

    /// Whether `text` spans several lines.
    static func isMultiline(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: "\n"))
    }

    /// Whether `text` is wider than `maximumInlineWidth` characters; the UTF-8 length, which is never below the
    /// character count, answers most calls without walking the characters.
    static func exceedsInlineWidth(_ text: String) -> Bool {
        text.utf8.count > maximumInlineWidth && text.count > maximumInlineWidth
    }
}
