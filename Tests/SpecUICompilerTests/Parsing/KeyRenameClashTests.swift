import Testing

@testable import SpecUICompiler

/// A fix-it renaming a key is offered only when applying it cannot make a `duplicate-key`: the name it gives is
/// not written in the same mapping, and no other key there is renamed to it.
@Suite struct KeyRenameClashTests {
    private func fixIts(_ spec: String) -> [String?] {
        Decoded(spec).diagnostics.filter { $0.code == "unknown-key" }.map { $0.fixIt?.replacement }
    }

    @Test func aRenameToAKeyTheMappingWritesHasNoFixIt() {
        let spec = """
            view: A
            state:
              on: false
            sate:
              b: 2
            body:
              - Text: "a"
                font: title
                fnot: body
              - ForEach: "[1]"
                id: self
                as: x
                ass: y
                content: [Divider]
              - Toggle: t
                isOn: $on
                binding: $on
            """
        #expect(fixIts(spec) == [nil, nil, nil, nil])
        #expect(Decoded(spec).messages.contains { $0.contains("unknown key 'fnot' on 'Text'; did you mean 'font'?") })
    }

    @Test func twoKeysRenamedToOneNameHaveNoFixIt() {
        #expect(fixIts("view: A\nbody:\n  - Text: a\n    fnot: body\n    fotn: title\n") == [nil, nil])
    }

    /// A key used in two places through an alias, told a different name in each, has no certain rename.
    @Test func aKeyToldTwoNamesThroughAnAliasHasNoFixIt() {
        let spec = "view: A\nbody:\n  - Text: a\n    padding: &p {lenght: 1}\n  - Text: b\n    frame: *p\n"
        #expect(fixIts(spec) == [nil, nil])
    }

    /// A switch's case key and an enum's listed case are renamed only to a name their mapping or list lacks.
    @Test func aCaseRenamedToOneWrittenBesideItHasNoFixIt() {
        let spec = """
            view: A
            types:
              P: [idle, busy]
              Mood:
                - case happy
                - happy
              Tone:
                - case low
            state:
              p: {type: P, initial: .idle}
            body:
              - switch: p
                cases:
                  case .idle: [EmptyView]
                  .idle: [EmptyView]
                  busy: [EmptyView]
            """
        let fixIts = Decoded(spec).diagnostics.filter { ["invalid-identifier", "invalid-case"].contains($0.code) }.map {
            $0.fixIt?.replacement
        }
        #expect(fixIts == [nil, "low", nil])
    }

    @Test func aRenameBesideOtherKeysAndInOtherMappingsKeepsItsFixIt() {
        let spec = """
            view: A
            body:
              - Text: a
                fnot: body
              - Text: b
                font: title
              - Text: c
                fnot: body
            """
        #expect(fixIts(spec) == ["font", "font"])
    }
}
