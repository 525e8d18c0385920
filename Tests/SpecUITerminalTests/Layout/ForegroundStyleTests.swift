import SpecUI
import Testing

@testable import SpecUITerminal

private struct Task: View {
    @State private var isDone = false

    var body: some View {
        Button("Done") { isDone.toggle() }
            .foregroundStyle(isDone ? AnyShapeStyle(.tertiary) : AnyShapeStyle(.red))
    }
}

@MainActor
@Suite struct ForegroundStyleTests {
    /// The red, green and blue of the foreground of each cell of row `row`, nil where none is set.
    private func colors(_ view: some View, columns: Int, rows: Int = 1, row: Int = 0) -> [[UInt8]?] {
        let buffer = TerminalSession(host: ViewHost(view)).frame(size: TerminalSize(columns: columns, rows: rows))
        return (0..<columns).map { x in buffer[x, row].style.foreground.map { [$0.rgb.red, $0.rgb.green, $0.rgb.blue] }
        }
    }

    /// Apple's label colors blended with the light backdrop: the levels where no foreground style is set.
    @Test func theLevelsAreTheLabelColorsWhereNoStyleIsSet() {
        #expect(colors(Text("a").foregroundStyle(.secondary), columns: 1) == [[142, 142, 147]])
        #expect(colors(Text("a").foregroundStyle(.tertiary), columns: 1) == [[197, 197, 199]])
        #expect(colors(Text("a").foregroundStyle(.quaternary), columns: 1) == [[220, 220, 221]])
        #expect(colors(Rectangle().fill(.tertiary), columns: 1) == [[197, 197, 199]])
    }

    /// Under one color the levels are that color made translucent: red at 0.6 and at 0.3 over white.
    @Test func underAColorTheLevelsFadeIt() {
        #expect(colors(Text("a").foregroundStyle(.secondary).foregroundStyle(.red), columns: 1) == [[255, 137, 131]])
        #expect(colors(Text("a").foregroundStyle(.tertiary).foregroundColor(.red), columns: 1) == [[255, 196, 193]])
        #expect(colors(Text("a").foregroundStyle(.primary).foregroundStyle(.red), columns: 1) == [[255, 59, 48]])
    }

    /// `foregroundStyle(.blue, .green)`: the view in blue, its secondary level green, the tertiary green faded to
    /// half (0.3 of the label colors' 0.6).
    @Test func twoStylesAreThePrimaryAndSecondaryLevels() {
        let levels = VStack {
            Text("a")
            Text("b").foregroundStyle(.secondary)
            Text("c").foregroundStyle(.tertiary)
        }
        .foregroundStyle(.blue, .green)
        #expect(
            (0..<3).map { colors(levels, columns: 1, rows: 3, row: $0)[0] } == [
                [0, 122, 255], [52, 199, 89], [154, 227, 172],
            ])
        let three = Text("c").foregroundStyle(.tertiary).foregroundStyle(.blue, .green, .red)
        #expect(colors(three, columns: 1) == [[255, 59, 48]])
    }

    @Test func aJoinedTextPartTakesItsLevel() {
        #expect(colors(Text("a") + Text("b").foregroundStyle(.tertiary), columns: 2) == [nil, [197, 197, 199]])
    }

    /// A gradient colors each character by the location at its cell's center, as a gradient fill does.
    @Test func aGradientColorsEachCharacter() {
        let gradient = LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
        #expect(
            colors(Text("abc").foregroundStyle(gradient), columns: 3) == [
                [43, 43, 43], [128, 128, 128], [213, 213, 213],
            ])
        let member = Text("a c").foregroundStyle(
            .linearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
        #expect(renderedLines(member, columns: 3, rows: 1) == ["a c"])
        #expect(colors(member, columns: 3)[2] == [213, 213, 213])
    }

    @Test func anyShapeStyleChoosesBetweenStylesOfDifferentTypes() {
        let host = ViewHost(Task())
        let session = TerminalSession(host: host)
        let size = TerminalSize(columns: 4, rows: 1)
        #expect(session.frame(size: size)[0, 0].style.foreground?.rgb == RGB(255, 59, 48))
        #expect(host.tap("Done"))
        #expect(session.frame(size: size)[0, 0].style.foreground?.rgb == RGB(197, 197, 199))
    }

    /// `.background` is the scheme's background: white in light mode, black in dark.
    @Test func theBackgroundStyleIsTheSchemesBackground() {
        let card = Text("a").foregroundStyle(.background).background(.red)
        #expect(colors(card, columns: 1) == [[255, 255, 255]])
        #expect(colors(card.environment(\.colorScheme, .dark), columns: 1) == [[0, 0, 0]])
        let plate = Text("a").background(.background)
        #expect(firstCell(plate.environment(\.colorScheme, .dark)).style.background?.rgb == RGB(0, 0, 0))
    }
}
