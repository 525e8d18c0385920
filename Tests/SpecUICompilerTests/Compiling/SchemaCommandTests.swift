import Foundation
import SpecUICompiler
import Testing

@Suite struct SchemaCommandTests {
    @Test func printsTheJSONSchemaOnStdout() throws {
        let run = CommandRun(["schema"])
        #expect(run.exitCode == .success)
        #expect(run.error == "")
        #expect(run.output.hasSuffix("}\n"))
        let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        #expect(object?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(object?["title"] as? String == "SpecUI screen spec")
    }

    @Test func rejectsArguments() {
        let run = CommandRun(["schema", "--output", "x"])
        #expect(run.exitCode == .usageOrIO)
        #expect(run.error.hasPrefix("specui: error: unexpected argument '--output' for 'schema'\n"))
    }
}
