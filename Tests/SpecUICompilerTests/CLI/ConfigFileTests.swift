import SpecUICompiler
import Testing

/// `--config FILE`: the warnings a JSON file beside the specs disables, as a build that takes no options needs.
@Suite struct ConfigFileTests {
    static let view = """
        view: Counter
        state:
          count: 0
        body:
          - Text: "count"

        """

    @Test func bothCommandsDisableTheWarningsTheFileLists() throws {
        let specs = try SpecDirectory([
            "Specs/Counter.yaml": Self.view, "Specs/specui.json": #"{"disabledWarnings": ["unused-state"]}"#,
        ])
        let unused = """
            \(specs.file("Specs/Counter.yaml")):3:3: warning: state 'count' is never read [unused-state]
              count: 0
              ^~~~~

            """
        #expect(CommandRun(["check", specs.file("Specs")]).error == unused)

        let config = specs.file("Specs/specui.json")
        let check = CommandRun(["check", specs.file("Specs"), "--config", config])
        #expect(check.exitCode == .success)
        #expect(check.error == "")
        let compile = CommandRun(["compile", specs.file("Specs"), "--output", specs.file("Out"), "--config=" + config])
        #expect(compile.exitCode == .success)
        #expect(compile.error == "compiled 1 spec: 2 written, 0 unchanged, 0 removed\n")
    }

    @Test(arguments: [
        (#"{"disabledWarnings": ["unused-stat"]}"#, "unknown warning code 'unused-stat'; did you mean 'unused-state'?"),
        (#"{"disabledWarning": []}"#, "unknown key 'disabledWarning'; did you mean 'disabledWarnings'?"),
        (#"{"disabledWarnings": "unused-state"}"#, "'disabledWarnings' is a list of warning codes"),
    ])
    func aFileThatSaysSomethingElseIsAUsageError(json: String, message: String) throws {
        let specs = try SpecDirectory(["Specs/Counter.yaml": Self.view, "specui.json": json])
        let run = CommandRun(["check", specs.file("Specs"), "--config", specs.file("specui.json")])
        #expect(run.exitCode == .usageOrIO)
        #expect(run.error == "specui: error: '\(specs.file("specui.json"))': \(message)\n")
    }

    @Test func everyProblemOfTheFileIsReported() throws {
        let json = #"{"disabledWarning": [], "disabledWarnings": ["unused-stat", "large-body", "large-bdy"], "x": 1}"#
        let specs = try SpecDirectory(["Specs/Counter.yaml": Self.view, "specui.json": json])
        let run = CommandRun([
            "compile", specs.file("Specs"), "--output", specs.file("Out"), "--config", specs.file("specui.json"),
        ])
        let file = specs.file("specui.json")
        #expect(run.exitCode == .usageOrIO)
        #expect(
            run.error == """
                specui: error: '\(file)': unknown key 'disabledWarning'; did you mean 'disabledWarnings'?
                specui: error: '\(file)': unknown warning code 'unused-stat'; did you mean 'unused-state'?
                specui: error: '\(file)': unknown warning code 'large-bdy'; did you mean 'large-body'?
                specui: error: '\(file)': unknown key 'x'

                """)
    }

    @Test(arguments: [
        (
            "{\"disabledWarnings\": [\n  \"unused-state\"\n  \"large-body\"]}",
            ": a ',' or ']' expected at line 3, column 3"
        ),
        (#"{"disabledWarnings": ["#, ": the file ends before its value does at line 1, column 23"),
        (#"{"disabledWarnings": ["unused-state"]"#, ": the file ends before its object does at line 1, column 38"),
        (
            "{\"disabledWarnings\": [\"unused-state\",\n]}",
            ": a ',' with no value after it (JSON has no trailing comma) at line 2, column 1"
        ),
        (
            "{\"disabledWarnings\": [],\n}",
            ": a ',' with no member after it (JSON has no trailing comma) at line 2, column 1"
        ),
        (
            "{\"disabledWarnings\": [], \"disabledWarnings\": []}",
            ": the key 'disabledWarnings' written twice at line 1, column 26"
        ),
        ("{} // é\n", ": more after the value at line 1, column 4"),
        (
            "{\"é\": \"\u{7}\"}",
            ": a control character in a string (JSON writes it as an escape such as '\\n') at line 1, column 8"
        ),
    ])
    func aFileThatIsNoJSONSaysWhere(json: String, place: String) throws {
        let specs = try SpecDirectory(["Specs/Counter.yaml": Self.view, "specui.json": json])
        let run = CommandRun(["check", specs.file("Specs"), "--config", specs.file("specui.json")])
        #expect(run.exitCode == .usageOrIO)
        #expect(run.error == "specui: error: '\(specs.file("specui.json"))' is not valid JSON\(place)\n")
    }

    @Test func aFileThatIsNoJSONObjectOrIsMissingIsAnError() throws {
        let specs = try SpecDirectory(["Specs/Counter.yaml": Self.view, "specui.json": "[\"unused-state\"]"])
        let notJSON = CommandRun(["check", specs.file("Specs"), "--config", specs.file("specui.json")])
        #expect(notJSON.exitCode == .usageOrIO)
        #expect(
            notJSON.error
                == "specui: error: '\(specs.file("specui.json"))' is not a JSON object such as "
                + "{\"disabledWarnings\": [\"CODE\"]}\n")
        let missing = CommandRun([
            "compile", specs.file("Specs"), "--output", specs.file("Out"), "--config", specs.file("none.json"),
        ])
        #expect(missing.exitCode == .usageOrIO)
        #expect(missing.error == "specui: error: cannot read '\(specs.file("none.json"))': No such file or directory\n")
    }

    /// A key or a code is quoted with what a terminal would obey spelled as its escape; a file over 1 MiB is refused
    /// without being read as JSON.
    @Test func hostileKeysAreQuotedVisiblyAndHugeFilesRefused() throws {
        let specs = try SpecDirectory([
            "Specs/Counter.yaml": Self.view, "escapes.json": #"{"\u001b[2Jred": 1}"#,
            "huge.json": "[" + String(repeating: " ", count: 1 << 20) + "]",
        ])
        let escapes = CommandRun(["check", specs.file("Specs"), "--config", specs.file("escapes.json")])
        #expect(escapes.error == "specui: error: '\(specs.file("escapes.json"))': unknown key '\\u{1B}[2Jred'\n")
        let huge = CommandRun(["check", specs.file("Specs"), "--config", specs.file("huge.json")])
        #expect(huge.exitCode == .usageOrIO)
        #expect(
            huge.error
                == "specui: error: '\(specs.file("huge.json"))' is over 1 MiB; a config file lists warning codes\n")
    }
}
