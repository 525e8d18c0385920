import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct GradientTests {
    /// The gray level of each cell's background on row `row`, nil where there is none.
    private func grays(_ view: some View, columns: Int, rows: Int, row: Int = 0, rtl: Bool = false) -> [UInt8?] {
        let host = ViewHost(view.environment(\.layoutDirection, rtl ? .rightToLeft : .leftToRight))
        let buffer = TerminalSession(host: host).frame(size: TerminalSize(columns: columns, rows: rows))
        return (0..<columns).map { buffer[$0, row].style.background?.rgb.red }
    }

    private let blackToWhite = LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)

    @Test func aLinearGradientColorsEachCellAtItsCenter() {
        #expect(grays(blackToWhite, columns: 5, rows: 1) == [26, 77, 128, 179, 230])
    }

    @Test func rightToLeftMirrorsTheUnitPoints() {
        #expect(grays(blackToWhite, columns: 5, rows: 1, rtl: true) == [230, 179, 128, 77, 26])
    }

    @Test func aVerticalGradientGoesDownTheRows() {
        let down = LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom)
        #expect(grays(down, columns: 1, rows: 2, row: 0) == [64])
        #expect(grays(down, columns: 1, rows: 2, row: 1) == [191])
    }

    @Test func stopsAtTheirLocationsHoldTheirColorsOutsideThem() {
        let stops = LinearGradient(
            stops: [Gradient.Stop(color: .black, location: 0.4), Gradient.Stop(color: .white, location: 0.6)],
            startPoint: .leading, endPoint: .trailing)
        #expect(grays(stops, columns: 5, rows: 1) == [0, 0, 128, 255, 255])
    }

    @Test func aRadialGradientGrowsFromItsCenterInCellsAcross() {
        let glow = RadialGradient(colors: [.black, .white], center: .center, startRadius: 0, endRadius: 2)
        #expect(grays(glow, columns: 5, rows: 1) == [255, 128, 0, 128, 255])
    }

    @Test func anAngularGradientTurnsClockwiseFromTheTrailingSide() {
        let wheel = AngularGradient(colors: [.black, .white], center: .center)
        // The leading cell is half a turn from the trailing one.
        #expect(grays(wheel, columns: 2, rows: 1) == [128, 0])
    }

    @Test func aShapeFilledWithAGradientColorsOnlyItsCells() {
        let pill = Capsule().fill(.linearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
        #expect(grays(pill, columns: 5, rows: 1) == [26, 77, 128, 179, 230])
        let dot = Circle().fill(blackToWhite)
        // The circle's top row is its middle cells, which take the gradient's colors there.
        #expect(grays(dot, columns: 10, rows: 5, row: 0) == [nil, nil, 64, 89, 115, 140, 166, 191, nil, nil])
    }

    @Test func aGradientBackgroundIsDrawnBehindTheText() {
        let title = Text("abc").background(
            .linearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
        #expect(renderedLines(title, columns: 3, rows: 1) == ["abc"])
        #expect(grays(title, columns: 3, rows: 1) == [43, 128, 213])
    }

    @Test func aColorsGradientIsLighterAtTheTop() {
        let size = TerminalSize(columns: 1, rows: 2)
        let buffer = TerminalSession(host: ViewHost(Rectangle().fill(Color.blue.gradient))).frame(size: size)
        #expect(buffer[0, 0].style.background?.rgb == RGB(38, 142, 255))
        #expect(buffer[0, 1].style.background?.rgb == RGB(13, 129, 255))
    }

    @Test func anOverlayOfAStyleCoversTheView() {
        let size = TerminalSize(columns: 2, rows: 1)
        let buffer = TerminalSession(host: ViewHost(Text("ab").overlay(.tint))).frame(size: size)
        #expect(buffer[0, 0].style.background == TerminalColor.named("accentColor"))
    }
}
