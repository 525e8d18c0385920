import SpecUI
import SpecUITerminal
import Testing

/// The flag values `specui preview` and `Gallery` both read.
@Suite struct PreviewFlagTests {
    @Test func readsSizesWithinTheLimit() throws {
        #expect(try PreviewFlag.size("80x24").get() == TerminalSize(columns: 80, rows: 24))
        #expect(
            message(PreviewFlag.size("0x24"))
                == "invalid size '0x24'; expected WIDTHxHEIGHT such as 80x24, each from 1 to 1000")
        #expect(try PreviewFlag.size("1000x1000").get() == TerminalSize(columns: 1000, rows: 1000))
        #expect(
            message(PreviewFlag.size("10000x10000"))
                == "invalid size '10000x10000'; expected WIDTHxHEIGHT such as 80x24, each from 1 to 1000")
    }

    @Test func readsTypingUpToTheFirstEquals() throws {
        guard case .type("draft", let text) = try PreviewFlag.typing("draft=a=b").get() else {
            Issue.record("not a typing event")
            return
        }
        #expect(text == "a=b")
        #expect(message(PreviewFlag.typing("=x")) == "expected 'ID=text' after '--type', got '=x'")
    }

    @Test func readsColorAndLayoutDirection() throws {
        #expect(try PreviewFlag.color("never").get() == .never)
        #expect(try PreviewFlag.layoutDirection("rtl").get() == .rightToLeft)
        #expect(message(PreviewFlag.layoutDirection("up")) == "unknown layout direction 'up'; use ltr or rtl")
    }
}

/// The usage message of a refused value, nil when it was read.
private func message<Value>(_ result: Result<Value, PreviewFlag.Failure>) -> String? {
    guard case .failure(let failure) = result else { return nil }
    return failure.message
}
