import Foundation
import SpecUICompiler
import Testing

/// A body nests at most 256 levels with the bodies of the views it uses, so that previewing or running it never
/// exhausts the stack: a chain of views each nested deep in the next is one error, at the use that goes past.
@Suite struct ViewDepthCheckerTests {
    /// A view whose body is `stacks` nested VStacks around `innermost`, each stack with `modifiers` modifiers.
    static func spec(_ name: String, stacks: Int, modifiers: Int = 0, innermost: String) -> String {
        var text = "view: \(name)\nbody:\n"
        var closing: [String] = []
        for level in 0..<stacks {
            let indent = String(repeating: " ", count: 2 + 4 * level)
            text += indent + "- VStack:\n"
            closing.append(
                String(repeating: indent + "  padding: true\n", count: min(modifiers, 1))
                    + String(repeating: indent + "  opacity: 1\n", count: max(modifiers - 1, 0)))
        }
        text += String(repeating: " ", count: 2 + 4 * stacks) + "- " + innermost + "\n"
        return text + closing.reversed().joined()
    }

    @Test func aChainOfViewsPastTheLimitIsReportedAtTheUseThatGoesPast() throws {
        let specs = try SpecDirectory([
            "V0.yaml": Self.spec("V0", stacks: 100, innermost: "V1: {}"),
            "V1.yaml": Self.spec("V1", stacks: 100, innermost: "V2: {}"),
            "V2.yaml": Self.spec("V2", stacks: 100, innermost: "Text: bottom"),
        ])
        let run = CommandRun(["check", specs.path, "--disable-warning", "large-body"])
        #expect(run.exitCode == .specErrors)
        #expect(
            run.error.prefix { $0 != "\n" }
                == "\(specs.file("V0.yaml")):103:405: error: the body of 'V0' nests 303 levels deep with the body of "
                + "'V1' here, deeper than 256 (each view and each modifier is one level) [nesting-too-deep]")
        #expect(run.error.components(separatedBy: "[nesting-too-deep]").count == 2)
    }

    @Test func aChainOfViewsAtTheLimitChecksClean() throws {
        let specs = try SpecDirectory([
            "V0.yaml": Self.spec("V0", stacks: 100, innermost: "V1: {}"),
            "V1.yaml": Self.spec("V1", stacks: 100, innermost: "V2: {}"),
            "V2.yaml": Self.spec("V2", stacks: 53, innermost: "Text: bottom"),
        ])
        let run = CommandRun(["check", specs.path, "--disable-warning", "large-body"])
        #expect(run.exitCode == .success)
        #expect(run.error == "")
    }

    @Test func modifiersCountAsLevels() throws {
        let specs = try SpecDirectory(["Deep.yaml": Self.spec("Deep", stacks: 100, modifiers: 2, innermost: "Text: x")])
        let run = CommandRun(["check", specs.path, "--disable-warning", "large-body"])
        #expect(run.exitCode == .specErrors)
        #expect(
            run.error.prefix { $0 != "\n" }
                == "\(specs.file("Deep.yaml")):88:345: error: the body of 'Deep' nests 301 levels deep, deeper than 256 "
                + "(each view and each modifier is one level) [nesting-too-deep]")
    }

    @Test func aLongChainOfSmallViewsIsReportedOnce() throws {
        var files: [String: String] = [:]
        for index in 0..<300 {
            files["V\(index).yaml"] =
                "view: V\(index)\nbody:\n  - " + (index < 299 ? "V\(index + 1): {}" : "Text: end") + "\n"
        }
        let specs = try SpecDirectory(files)
        let run = CommandRun(["check", specs.path])
        #expect(run.exitCode == .specErrors)
        #expect(
            run.error.prefix { $0 != "\n" }
                == "\(specs.file("V43.yaml")):3:5: error: the body of 'V43' nests 257 levels deep with the body of "
                + "'V44' here, deeper than 256 (each view and each modifier is one level) [nesting-too-deep]")
        #expect(run.error.components(separatedBy: "[nesting-too-deep]").count == 2)
    }
}
