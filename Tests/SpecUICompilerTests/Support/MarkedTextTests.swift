import SpecUICompiler
import Testing

@Suite struct MarkedTextTests {
    @Test func stripsMarkersAndCountsScalarColumns() {
        let marked = MarkedText("view: 1️⃣Main\ntitle: \"جاهز 2️⃣x\"\n🔟")
        #expect(marked.text == "view: Main\ntitle: \"جاهز x\"\n")
        #expect(marked[1] == SourceLocation(line: 1, column: 7))
        #expect(marked[2] == SourceLocation(line: 2, column: 14))
        #expect(marked[10] == SourceLocation(line: 3, column: 1))
    }

    @Test func leavesPlainDigitsAlone() {
        let marked = MarkedText("count: 10")
        #expect(marked.text == "count: 10")
        #expect(marked.markers.isEmpty)
    }
}
