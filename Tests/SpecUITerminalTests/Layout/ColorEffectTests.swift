import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct ColorEffectTests {
    /// The red, green and blue of the top leading cell's foreground and background.
    private func colors(_ view: some View) -> (foreground: [UInt8]?, background: [UInt8]?) {
        let style = firstCell(view).style
        func components(_ color: TerminalColor?) -> [UInt8]? {
            color.map { [$0.rgb.red, $0.rgb.green, $0.rgb.blue] }
        }
        return (components(style.foreground), components(style.background))
    }

    private let pureRed = Color(red: 1, green: 0, blue: 0)

    @Test func grayscaleAndSaturationMoveColorsTowardTheirGray() {
        // Rec. 709: pure red's gray is 0.2126 of white.
        #expect(colors(Text("a").foregroundStyle(pureRed).grayscale(1)).foreground == [54, 54, 54])
        #expect(colors(Text("a").foregroundStyle(pureRed).grayscale(0.5)).foreground == [155, 27, 27])
        #expect(colors(Text("a").foregroundStyle(pureRed).saturation(0)).foreground == [54, 54, 54])
        #expect(colors(pureRed.saturation(1)).background == [255, 0, 0])
    }

    @Test func brightnessContrastHueAndMultiplyChangeEachComponent() {
        #expect(colors(Color.black.brightness(0.5)).background == [128, 128, 128])
        #expect(colors(pureRed.contrast(0)).background == [128, 128, 128])
        #expect(colors(pureRed.hueRotation(.degrees(120))).background == [0, 255, 0])
        #expect(colors(Color.white.colorMultiply(.blue)).background == [0, 122, 255])
    }

    /// The text color the view inherits changes too, not the background the parent drew behind it; effects nest
    /// innermost first.
    @Test func inheritedColorsAndNestedEffectsChange() {
        let inherited = VStack { Text("a").grayscale(1) }.foregroundColor(pureRed).background(pureRed)
        #expect(colors(inherited).foreground == [54, 54, 54])
        #expect(colors(inherited).background == [255, 0, 0])
        let nested = Color.white.colorMultiply(pureRed).grayscale(1)
        #expect(colors(nested).background == [54, 54, 54])
    }

    /// A gradient's stops take the effect before it spreads them.
    @Test func aGradientTakesTheEffect() {
        let gradient = LinearGradient(colors: [pureRed, pureRed], startPoint: .leading, endPoint: .trailing)
        #expect(colors(gradient.grayscale(1)).background == [54, 54, 54])
    }

    /// The effects a terminal cell cannot show draw the view as it is.
    @Test func blendingAndCompositingDrawTheViewAsItIs() {
        let plain = Text("ab").foregroundStyle(.red)
        let blended = plain.blendMode(.multiply).compositingGroup().drawingGroup()
        #expect(renderedLines(blended, columns: 2, rows: 1) == ["ab"])
        #expect(colors(blended).foreground == colors(plain).foreground)
    }
}
