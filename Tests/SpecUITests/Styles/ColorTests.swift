import SpecUI
import Testing

@Suite struct ColorTests {
    @Test func componentsAreClampedAndOpacitiesMultiply() {
        #expect(Color(red: 1.5, green: -1, blue: 0.25).source == .components(red: 1, green: 0, blue: 0.25))
        #expect(Color.blue.opacity(0.5).opacity(0.5).opacity == 0.25)
        #expect(Color.blue.opacity(2).opacity == 1)
        #expect(Color.blue.opacity(0.5).name == .blue)
        #expect(Color(white: 0.5).source == .components(red: 0.5, green: 0.5, blue: 0.5))
        #expect(Color(white: 0.5).name == nil)
        #expect(Color.clear.opacity == 0)
    }

    @Test func hueSaturationAndBrightnessGoAroundTheWheel() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 1, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 0.5, saturation: 0.5, brightness: 1) == Color(red: 0.5, green: 1, blue: 1))
        #expect(Color(hue: 0.25, saturation: 0, brightness: 0.5) == Color(white: 0.5))
        #expect(
            Color(hue: 2.0 / 3, saturation: 1, brightness: 1, opacity: 0.5)
                == Color(red: 0, green: 0, blue: 1).opacity(0.5))
    }

    @Test func aColorDescribesItselfAsItIsWritten() {
        #expect(Color.blue.description == "blue")
        #expect(Color.blue.opacity(0.5).description == "blue.opacity(0.5)")
        #expect(Color(red: 1, green: 0.5, blue: 0).description == "Color(red: 1, green: 0.5, blue: 0)")
        #expect(
            Color(white: 0.25, opacity: 0.125).description == "Color(red: 0.25, green: 0.25, blue: 0.25).opacity(0.125)"
        )
        #expect(Color.clear.description == "clear")
    }
}
