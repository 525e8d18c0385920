import SpecUICompiler
import Testing

/// `check` and `compile` accept the same warning codes: every code any stage can report.
@Suite struct WarningCodeOptionTests {
    @Test(arguments: Pipeline.warningCodes)
    func bothCommandsAcceptEveryWarningCode(code: String) throws {
        let compile = try CompileCommand.parse(["--output", "Out", "--disable-warning", code]).get()
        #expect(compile.disabledWarnings == [code])
        let check = try CheckCommand.parse(["--disable-warning=\(code)"]).get()
        #expect(check.disabledWarnings == [code])
    }

    @Test func anUnknownCodeIsRejectedWithASuggestion() {
        guard
            case .failure(let failure) = CompileCommand.parse(["--output", "Out", "--disable-warning", "unused-stat"])
        else {
            Issue.record("an unknown warning code was accepted")
            return
        }
        #expect(failure.message == "unknown warning code 'unused-stat'; did you mean 'unused-state'?")
    }

    @Test func anErrorCodeIsRejectedWithTheWarningsThatCanBeDisabled() {
        guard case .failure(let failure) = CheckCommand.parse(["--disable-warning", "unknown-name"]) else {
            Issue.record("an error code was accepted")
            return
        }
        #expect(
            failure.message
                == "unknown warning code 'unknown-name'; only warnings can be disabled: comment-in-text, "
                + "computed-collection, file-name-mismatch, frame-without-size, large-body, long-modifier-chain, name-as-text, nil-as-text, "
                + "non-optional-coalescing, "
                + "optional-interpolation, read-after-change, swift-interpolation, type-as-state-value, "
                + "unreachable-default, unused-prop, "
                + "unused-state, word-as-state-value")
    }
}
