import Testing

@testable import SpecUICompiler

@Suite struct SwiftLineTests {
    @Test(arguments: [0, 1, 31, 32, 40, 70])
    func aLineIsWrittenWithFourSpacesPerLevel(level: Int) {
        var output = ">"
        SwiftLine(level: level, "x").write(to: &output)
        #expect(output == ">" + String(repeating: " ", count: 4 * level) + "x")
        #expect(SwiftLine(level: level, "x").written == String(repeating: " ", count: 4 * level) + "x")
    }

    @Test func anEmptyLineStaysEmptyAtAnyLevel() {
        var output = ""
        SwiftLine(level: 3, "").write(to: &output)
        #expect(output == "")
    }
}
