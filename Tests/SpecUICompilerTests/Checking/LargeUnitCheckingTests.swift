import SpecUICompiler
import Testing

/// Specs that are valid YAML but large where the checker's work could grow faster than the input: each still gets
/// every diagnostic it should, each of a size that does not grow with the rest of the unit.
@Suite struct LargeUnitCheckingTests {
    /// A view with `count` state values `value0`… and a Text reading an unknown name for each: `missing0`…, except
    /// every thousandth, which transposes two letters of its value (`vlaue7`).
    static func unknownNames(_ count: Int) -> String {
        var lines = ["view: Main", "state:"]
        lines += (0..<count).map { "  value\($0): \($0)" }
        lines += ["body:", "  - VStack:"]
        lines += (0..<count).map {
            $0 % 1000 == 7 ? "      - Text: \"{vlaue\($0)}\"" : "      - Text: \"{missing\($0)}\""
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func threeThousandUnknownNamesAmongThreeThousandGetTheirSuggestions() {
        let checked = checkSpec(MarkedText(Self.unknownNames(3000)))
        let unknown = checked.lines.filter { $0.hasSuffix("[unknown-name]") }
        #expect(unknown.count == 3000)
        #expect(unknown.first == "3005:17: error: cannot find 'missing0' in scope [unknown-name]")
        #expect(unknown[7] == "3012:17: error: cannot find 'vlaue7' in scope; did you mean 'value7'? [unknown-name]")
        #expect(
            unknown[2007]
                == "5012:17: error: cannot find 'vlaue2007' in scope; did you mean 'value2007'? [unknown-name]")
        #expect(unknown.last == "6004:17: error: cannot find 'missing2999' in scope [unknown-name]")
        #expect(unknown.filter { $0.contains("did you mean") }.count == 3)
    }
}

extension LargeUnitCheckingTests {
    /// `types:` declaring `count` records `R0`…, each holding the next by value and the last holding the first.
    static func recordRing(_ count: Int) -> String {
        "types:\n" + (0..<count).map { "  R\($0):\n    next: R\(($0 + 1) % count)\n" }.joined()
    }

    @Test func everyFieldOfATwentyThousandRecordCycleIsReportedOnOneLine() {
        let checked = checkSpecs([("Specs/Types.yaml", Self.recordRing(20_000))])
        #expect(checked.lines.count == 20_000)
        #expect(
            checked.lines.first
                == "3:11: error: record 'R0' contains itself by value through 'next' (R0 → R1 → R2 → R3 → … and 19996 "
                + "more); store it in an array such as '[R0]' instead [recursive-type]")
        #expect(
            checked.lines.last
                == "40001:11: error: record 'R19999' contains itself by value through 'next' (R19999 → R0 → R1 → R2 → "
                + "… and 19996 more); store it in an array such as '[R19999]' instead [recursive-type]")
        #expect(checked.lines.allSatisfy { $0.count < 200 })
    }

    @Test func aCycleOfSixteenRecordsIsSpelledInFullAndOneOfSeventeenIsNot() {
        let sixteen = checkSpecs([("Specs/Types.yaml", Self.recordRing(16))])
        #expect(
            sixteen.lines.first
                == "3:11: error: record 'R0' contains itself by value through 'next' (R0 → R1 → R2 → R3 → R4 → R5 → R6 "
                + "→ R7 → R8 → R9 → R10 → R11 → R12 → R13 → R14 → R15 → R0); store it in an array such as '[R0]' "
                + "instead [recursive-type]")
        let seventeen = checkSpecs([("Specs/Types.yaml", Self.recordRing(17))])
        #expect(
            seventeen.lines.first
                == "3:11: error: record 'R0' contains itself by value through 'next' (R0 → R1 → R2 → R3 → … and 13 "
                + "more); store it in an array such as '[R0]' instead [recursive-type]")
    }

    @Test func aShortWayBackThroughALongCycleIsSpelledInFull() {
        // R0 … R19 form a ring; R0 also holds R1 through `back`, and R1 holds R0 first.
        var text = Self.recordRing(20)
        text = text.replacingOccurrences(of: "  R1:\n    next: R2\n", with: "  R1:\n    back: R0\n    next: R2\n")
        let checked = checkSpecs([("Specs/Types.yaml", text)])
        #expect(
            checked.lines.first
                == "3:11: error: record 'R0' contains itself by value through 'next' (R0 → R1 → R0); store it in an "
                + "array such as '[R0]' instead [recursive-type]")
    }

    @Test func everyUseOfAThousandViewCycleIsReportedOnOneLine() {
        let count = 1000
        let specs = (0..<count).map { ("Specs/V\($0).yaml", "view: V\($0)\nbody:\n  - V\(($0 + 1) % count)\n") }
        let checked = checkSpecs(specs).lines.filter { $0.hasSuffix("[recursive-view]") }
        #expect(checked.count == count)
        #expect(
            checked.first
                == "3:5: error: view 'V0' contains itself through V0 → V1 → V2 → V3 → … and 996 more [recursive-view]")
        #expect(
            checked.last
                == "3:5: error: view 'V999' contains itself through V999 → V0 → V1 → V2 → … and 996 more "
                + "[recursive-view]")
    }
}

extension LargeUnitCheckingTests {
    @Test func aTwoMegabyteNameIsQuotedByItsFirstFortyScalarsInEveryMessage() {
        let view = "Q" + String(repeating: "x", count: 2_000_000)
        let key = "q" + String(repeating: "x", count: 2_000_000)
        let text = "view: Main\nbody:\n  - \(view)\n  - Text: \"{\(key)}\"\n  - Text: a\n    ? \(key)\n    : 1\n"
        let checked = checkSpec(MarkedText(text))
        let shortened = String(repeating: "x", count: 39) + "…"
        let modifiers =
            "padding, font, bold, italic, underline, foregroundColor, background, border, cornerRadius, frame, "
            + "opacity, disabled, id, accessibilityIdentifier, onAppear and onChange"
        #expect(
            checked.lines == [
                "6:7: error: unknown key 'q\(shortened)' on 'Text'; 'Text' takes the modifiers \(modifiers) [unknown-key]",
                "3:5: error: unknown view 'Q\(shortened)' [unknown-view]",
                "4:13: error: cannot find 'q\(shortened)' in scope [unknown-name]",
            ])
    }

    @Test func aHintSpellingAScalarOfThousandsOfCharactersQuotesItsFirstForty() {
        let text = String(repeating: "a", count: 3_000)
        let checked = checkSpec(MarkedText("view: Main\nbody:\n  - Text: '\(text)'s'\n"))
        let shortened = String(repeating: "a", count: 40) + "…"
        #expect(
            checked.lines == [
                "3:3012: error: did not find expected key; a quote inside single quotes is written twice: "
                    + "'\(shortened)''s', or double-quote the scalar: \"\(shortened)\" [yaml-syntax]"
            ])
    }

    @Test func aLineOfMegabytesIsToldLibyamlsProblemWithoutHints() {
        let text = String(repeating: "a", count: 1_000_000)
        let checked = checkSpec(MarkedText("view: Main\nbody:\n  - Text: '\(text)'s'\n"))
        #expect(checked.lines == ["3:1000013: error: did not find expected key [yaml-syntax]"])
        #expect(checked.notes == ["3:5: note: while parsing a block mapping that starts here"])
    }

    @Test func onlyQuotationsAreShortenedNotApostrophes() {
        let long = String(repeating: "y", count: 60)
        #expect(
            QuotedNames.shortened("Toggle's '\(long)' and the view's 'isOn'")
                == "Toggle's '\(long.prefix(40))…' and the view's 'isOn'")
        #expect(QuotedNames.shortened("'\(long.prefix(48))' stays") == "'\(long.prefix(48))' stays")
        #expect(QuotedNames.shortened("a Button's \(long) action's") == "a Button's \(long) action's")
    }
}
