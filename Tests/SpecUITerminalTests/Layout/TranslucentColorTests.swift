import SpecUI
import Testing

@testable import SpecUITerminal

/// Colors from components and with an opacity, drawn as one color per cell.
@MainActor
@Suite struct TranslucentColorTests {
    @Test func componentsDrawAsTheRGBTheySay() {
        let cell = firstCell(Text("x").foregroundColor(Color(red: 1, green: 0.5, blue: 0)))
        #expect(cell.style.foreground?.rgb == RGB(255, 128, 0))
    }

    @Test func aTranslucentColorIsBlendedWithTheBackdropOfItsColorScheme() {
        let light = firstCell(Text("x").background(Color.blue.opacity(0.5)))
        #expect(light.style.background?.rgb == RGB(128, 189, 255))
        let dark = firstCell(Text("x").background(Color.blue.opacity(0.5)).environment(\.colorScheme, .dark))
        #expect(dark.style.background?.rgb == RGB(0, 61, 128))
    }

    @Test func primaryIsTheTerminalsOwnUnlessItIsTranslucent() {
        #expect(firstCell(Text("x").foregroundColor(.primary)).style.foreground == nil)
        let faded = firstCell(Text("x").foregroundColor(.primary.opacity(0.25)))
        #expect(faded.style.foreground?.rgb == RGB(191, 191, 191))
    }

    @Test func aClearFillShowsWhatIsBehindIt() {
        #expect(firstCell(Text("x").background(Color.clear)).style.background == nil)
        #expect(firstCell(Text("x").background(Color.clear).background(.red)).style.background == .named("red"))
        #expect(
            backgroundCells(
                ZStack {
                    Color.red
                    Color.clear
                }, columns: 2, rows: 1) == ["##"])
        #expect(backgroundCells(Rectangle().fill(Color.clear), columns: 2, rows: 1) == [".."])
    }
}
