import SpecUI
import SpecUIPreview
import Testing

@MainActor
@Suite struct SettingsTests {
    @Test func settingsAreReadAgainstTheInputType() throws {
        let unit = try #require(repositoryUnit("StatusView", "ProfileView", "TodoListView"))
        let interpreter = SpecInterpreter(unit: unit)
        #expect(try interpreter.parseSetting("retryCount=3", for: "StatusView") == ("retryCount", .int(3)))
        #expect(
            try interpreter.parseSetting("status=failed", for: "StatusView")
                == ("status", .enumCase(type: "Status", name: "failed")))
        #expect(
            try interpreter.parseSetting("status=.loaded", for: "StatusView")
                == ("status", .enumCase(type: "Status", name: "loaded")))
        #expect(try interpreter.parseSetting("name=ليلى", for: "ProfileView") == ("name", .string("ليلى")))
        #expect(try interpreter.parseSetting("bio=nil", for: "ProfileView") == ("bio", .null))
        #expect(try interpreter.parseSetting("nextID=-2", for: "TodoListView") == ("nextID", .int(-2)))
    }

    @Test func aPreviewOfAViewWithoutPreviewsIsToldThereAreNone() throws {
        let interpreter = SpecInterpreter(unit: try #require(repositoryUnit("CounterView")))
        #expect(throws: PreviewError("view 'CounterView' has no preview named 'Big'; it has none")) {
            try interpreter.makeView(named: "CounterView", preview: "Big")
        }
    }

    @Test func unknownNamesAndWrongTypesAreClearErrors() throws {
        let unit = try #require(repositoryUnit("StatusView"))
        let interpreter = SpecInterpreter(unit: unit)
        #expect(
            throws: PreviewError(
                "'retryCont' is not a prop, binding or state of 'StatusView'; did you mean 'retryCount'?")
        ) {
            try interpreter.parseSetting("retryCont=3", for: "StatusView")
        }
        #expect(throws: PreviewError("expected 'name=value' after '--set', got 'retryCount'")) {
            try interpreter.parseSetting("retryCount", for: "StatusView")
        }
        #expect(throws: PreviewError("no view named 'StatusViw' in the specs; did you mean 'StatusView'?")) {
            try interpreter.parseSetting("retryCount=1", for: "StatusViw")
        }
        #expect(throws: PreviewError("view 'StatusView' has no preview named 'Faild'; did you mean 'Failed'?")) {
            try interpreter.makeView(named: "StatusView", preview: "Faild")
        }
        #expect(
            throws: PreviewError("view 'StatusView' has no preview named 'Slow'; its previews are 'Failed', 'Loaded'")
        ) {
            try interpreter.makeView(named: "StatusView", preview: "Slow")
        }
        do {
            _ = try interpreter.parseSetting("retryCount=true", for: "StatusView")
            Issue.record("a Bool was accepted for an Int")
        } catch {
            #expect(error.message.hasPrefix("cannot set 'retryCount' of type 'Int' to 'true': "))
        }
    }
}
