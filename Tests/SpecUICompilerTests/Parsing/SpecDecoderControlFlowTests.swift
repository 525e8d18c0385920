import SpecUICompiler
import Testing

@Suite struct SpecDecoderControlFlowTests {
    @Test func ifWithElseIfChain() throws {
        let decoded = Decoded(
            viewSpec(
                """
                  - if: count > 3
                    then:
                      - Text: "many"
                    else:
                      if: count > 0
                      then: [Text: "some"]
                      else: [EmptyView]
                """))
        #expect(decoded.messages == [])
        guard case .ifElse(let outer) = try #require(decoded.node).kind,
            case .ifElse(let inner) = outer.otherwise?.first?.kind
        else {
            Issue.record("expected an else-if chain")
            return
        }
        #expect(outer.then.count == 1)
        #expect(outer.otherwise?.count == 1)
        #expect(inner.otherwise?.map(\.kind) == [.emptyView])
    }

    @Test func switchCasePatterns() throws {
        let decoded = Decoded(
            viewSpec(
                """
                  - switch: status
                    cases:
                      .loading: [ProgressView]
                      loaded: [Divider]
                      3: [Divider]
                      "admin": [Divider]
                    default: [EmptyView]
                """))
        #expect(decoded.messages == [])
        guard case .switchOver(let node) = try #require(decoded.node).kind else {
            Issue.record("expected a switch")
            return
        }
        #expect(node.subject.kind == .name("status"))
        #expect(
            node.cases.map(\.pattern) == [.enumCase("loading"), .enumCase("loaded"), .integer(3), .string("admin")])
        #expect(node.defaultBody?.map(\.kind) == [.emptyView])
    }

    @Test func controlFlowErrors() {
        let marked = MarkedText(
            viewSpec(
                """
                  - 1️⃣if: isReady
                    2️⃣padding: true
                  - switch: status
                    cases:
                      loading: [Divider]
                      3️⃣.loading: [Divider]
                      4️⃣default: [Divider]
                    5️⃣defualt: [Divider]
                """))
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(marked[1], "missing-argument", "'if' needs 'then'"),
                diagnostic(
                    marked[2], "modifier-on-control-flow", "'padding' cannot modify an 'if'; wrap the 'if' in a 'Group'"
                ),
                diagnostic(marked[3], "duplicate-case", "duplicate case '.loading'"),
                diagnostic(marked[4], "invalid-case", "'default' goes beside 'cases', not inside it"),
                diagnostic(marked[5], "unknown-key", "unknown key 'defualt' on 'switch'; did you mean 'default'?"),
            ])
    }

    @Test func swiftsElseIfIsToldToBeAnIfUnderElse() {
        let marked = MarkedText(
            viewSpec(
                """
                  - if: ready
                    then: [Divider]
                    1️⃣else if: count > 1
                  - if: ready
                    then: [Divider]
                    2️⃣elif: count > 1
                  - if: ready
                    then: [Divider]
                    3️⃣else if: count > 1
                    then: [Spacer]
                    else: [EmptyView]
                """))
        let hint = "; an else-if is an 'if' node written as the value of 'else:', with 'then:' (and 'else:') of its own"
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(marked[1], "unknown-key", "unknown key 'else if' on 'if'" + hint),
                diagnostic(marked[2], "unknown-key", "unknown key 'elif' on 'if'" + hint),
                // The else-if's own `then:` is no second mistake, so not also a duplicate key.
                diagnostic(marked[3], "unknown-key", "unknown key 'else if' on 'if'" + hint),
            ])
    }

    @Test func octalAndHexadecimalCaseKeysAreIntegersAsYAMLReadsThem() {
        let marked = MarkedText(
            viewSpec(
                """
                  - switch: count
                    cases:
                      0x10: [Divider]
                      0o7: [Divider]
                      1️⃣16: [Divider]
                      "0x20": [Divider]
                      1_000: [Divider]
                      2️⃣0x10000000000000000: [Divider]
                    default: [EmptyView]
                """))
        let decoded = Decoded(marked.text)
        #expect(
            decoded.messages == [
                diagnostic(marked[1], "duplicate-case", "duplicate case '16'"),
                diagnostic(marked[2], "integer-overflow", "integer literal '0x10000000000000000' overflows Int"),
            ])
        guard case .switchOver(let node) = try? #require(decoded.node).kind else {
            Issue.record("expected a switch")
            return
        }
        #expect(node.cases.map(\.pattern) == [.integer(16), .integer(7), .string("0x20"), .string("1_000")])
    }

    @Test func aModifierOnASwitchIsToldToWrapIt() {
        let marked = MarkedText(
            viewSpec(
                """
                  - switch: status
                    cases:
                      loading: [Divider]
                    default: [EmptyView]
                    1️⃣bold: true
                """))
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "modifier-on-control-flow",
                    "'bold' cannot modify a 'switch'; wrap the 'switch' in a 'Group'")
            ])
    }

    @Test func caseKeysThatYAMLReadsAsNullOrABoolAreToldToBeQuoted() throws {
        let marked = MarkedText(
            viewSpec(
                """
                  - switch: name
                    cases:
                      1️⃣null: [Divider]
                      2️⃣~: [Divider]
                      3️⃣True: [Divider]
                      4️⃣false: [Divider]
                      '~': [Divider]
                      "true": [Divider]
                      .null: [Divider]
                    default: [EmptyView]
                """))
        let decoded = Decoded(marked.text)
        let reads = "in YAML, which cannot be a case; write"
        #expect(
            decoded.messages == [
                diagnostic(
                    marked[1], "invalid-case",
                    "'null' reads as null \(reads) '\"null\"' for a String case or "
                        + "'.null' for an enum case"),
                diagnostic(marked[2], "invalid-case", "'~' reads as null \(reads) '\"~\"' for a String case"),
            ])
        guard case .switchOver(let node) = try #require(decoded.node).kind else {
            Issue.record("expected a switch")
            return
        }
        #expect(node.cases.map(\.pattern) == [.string("~"), .string("true"), .enumCase("null")])
        // Bool keys are the checker's to report, which knows whether the subject is a Bool.
        #expect(node.boolCaseKeys.map(\.name) == ["True", "false"])
        #expect(node.boolCaseKeys.map(\.range.start) == [marked[3], marked[4]])
    }
}
