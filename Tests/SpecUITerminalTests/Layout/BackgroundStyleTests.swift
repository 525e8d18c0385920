import SpecUI
import Testing

@testable import SpecUITerminal

/// Backgrounds given as a shape style: the tint around, or a material.
@MainActor
@Suite struct BackgroundStyleTests {
    @Test func aTintBackgroundFillsWithTheTintAround() {
        #expect(firstCell(Text("x").background(.tint).tint(.red)) == firstCell(Text("x").background(.red)))
        #expect(firstCell(Text("x").background(.tint)) == firstCell(Text("x").background(Color.accentColor)))
    }

    @Test func aMaterialIsGrayOverTheBackdropTheMoreOpaqueTheThickerItIs() {
        #expect(
            firstCell(Text("x").background(.ultraThinMaterial))
                == firstCell(Text("x").background(Color.gray.opacity(0.2))))
        #expect(
            firstCell(Text("x").background(.regularMaterial))
                == firstCell(Text("x").background(Color.gray.opacity(0.5))))
        let shades = [Material.ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial]
            .map { firstCell(Text("x").background($0)).style.background?.rgb.red ?? 0 }
        #expect(shades == shades.sorted(by: >))
        #expect(Set(shades).count == 5)
    }

    @Test func aShapeFilledWithAMaterialDrawsItsGray() {
        #expect(firstCell(Rectangle().fill(.thickMaterial)) == firstCell(Rectangle().fill(Color.gray.opacity(0.65))))
    }
}
