import SpecUICompiler
import Testing

@Suite struct YAMLAliasIndexTests {
    private func range(_ line: Int, _ start: Int, _ end: Int) -> SourceRange {
        SourceRange(start: SourceLocation(line: line, column: start), end: SourceLocation(line: line, column: end))
    }

    @Test func findsTheAliasesOfEachNodeAroundALocationInnermostFirst() {
        let outer = YAMLAliasUse(name: "outer", range: range(9, 1, 7), target: range(1, 1, 40))
        let inner = YAMLAliasUse(name: "inner", range: range(8, 1, 7), target: range(1, 10, 20))
        let sibling = YAMLAliasUse(name: "sibling", range: range(7, 1, 9), target: range(1, 25, 30))
        let index = YAMLAliasIndex([outer, sibling, inner, outer])
        #expect(index.uses(around: SourceLocation(line: 1, column: 12)).map(\.name) == ["inner", "outer", "outer"])
        #expect(index.uses(around: SourceLocation(line: 1, column: 22)).map(\.name) == ["outer", "outer"])
        #expect(index.uses(around: SourceLocation(line: 1, column: 25)).map(\.name) == ["sibling", "outer", "outer"])
        #expect(index.uses(around: SourceLocation(line: 1, column: 40)).isEmpty)
        #expect(index.uses(around: SourceLocation(line: 2, column: 1)).isEmpty)
    }
}
