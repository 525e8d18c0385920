import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct SymbolVariantTests {
    @Test func aVariantIsAddedToTheSymbolsInside() {
        let favorites = HStack {
            Image(systemName: "star")
            Label("Likes", systemImage: "heart")
        }
        .symbolVariant(.fill)
        #expect(renderedLines(favorites, columns: 9, rows: 1) == ["★ ♥ Likes"])
        #expect(renderedLines(Image(systemName: "star"), columns: 1, rows: 1) == ["☆"])
    }

    @Test func variantsAroundCombineInSymbolsOrder() {
        let done = Image(systemName: "checkmark").symbolVariant(.fill).symbolVariant(.circle)
        #expect(renderedLines(done, columns: 1, rows: 1) == ["✓"])
        let muted = Image(systemName: "cloud").symbolVariant(.slash.fill)
        #expect(renderedLines(muted, columns: 18, rows: 1) == ["[cloud.slash.fill]"])
        // A name that has a variant already keeps it once, the parts in SF Symbols' order; `.none` adds nothing.
        let tray = Image(systemName: "kite.fill").symbolVariant(.circle).symbolVariant(.none)
        #expect(renderedLines(tray, columns: 18, rows: 1) == ["[kite.circle.fill]"])
    }

    /// A name that holds a shape is given none: not its own again, even inside the name, and not another, as the
    /// shape nearest the image wins; the other variants are still added.
    @Test func aNameHoldingAShapeIsGivenNone() {
        func drawn(_ name: String, _ variant: SymbolVariants) -> String {
            let image = Image(systemName: name).symbolVariant(variant)
            return renderedLines(image, columns: 30, rows: 1)[0].trimmingCharacters(in: .whitespaces)
        }
        #expect(drawn("kite.circle", .circle) == "[kite.circle]")
        #expect(drawn("kite.crop.circle.badge", .circle) == "[kite.crop.circle.badge]")
        #expect(drawn("kite.circle", .square) == "[kite.circle]")
        #expect(drawn("kite.rectangle", .slash.square.fill) == "[kite.slash.rectangle.fill]")
        // A name's first part is what the symbol draws, not a variant (`circle.circle` is a symbol of its own).
        #expect(drawn("rectangle.kite", .circle) == "[rectangle.kite.circle]")
    }

    @Test func theEnvironmentClearsThem() {
        let plain = Image(systemName: "star").environment(\.symbolVariants, .none).symbolVariant(.fill)
        #expect(renderedLines(plain, columns: 1, rows: 1) == ["☆"])
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(!SymbolVariants.fill.contains(.circle))
    }
}
