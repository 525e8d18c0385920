import SpecUI
import Testing

private struct Theme: View {
    @State private var tint = Color.red

    var body: some View {
        VStack {
            ColorPicker("Tint", selection: $tint, supportsOpacity: false)
            Text("tint \(tint.description)")
        }
    }
}

@MainActor
@Suite struct ColorPickerTests {
    @Test func aColorPickerChoosesAmongThePalettesColors() {
        let host = ViewHost(Theme())
        #expect(host.resolved.texts.last == "tint red")
        #expect(host.increment("Tint"))
        #expect(host.resolved.texts.last == "tint orange")
        #expect(host.decrement("Tint"))
        #expect(host.decrement("Tint"))
        #expect(host.resolved.texts.last == "tint gray")
    }
}
