import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct LabelTests {
    @Test func aLabelPutsItsIconBeforeItsTitle() {
        let list = List {
            Label("Favorites", systemImage: "star")
            Label {
                Text("Mail")
            } icon: {
                Image(systemName: "envelope")
            }
        }
        let size = TerminalSize(columns: 12, rows: 2)
        #expect(TerminalRenderer.snapshot(list, size: size).lines == ["☆ Favorites ", "✉ Mail      "])
        #expect(
            TerminalRenderer.snapshot(list, size: size, layoutDirection: .rightToLeft).lines == [
                " Favorites ☆", "      Mail ✉",
            ])
    }

    @Test func aLabelStyleChoosesWhichPartsAreDrawn() {
        let labels = VStack(alignment: .leading) {
            Label("Trash", systemImage: "trash").labelStyle(.iconOnly)
            Label("Home", systemImage: "house").labelStyle(.titleOnly)
            Label("Star", systemImage: "star").labelStyle(.titleAndIcon)
            Label("Mail", systemImage: "envelope").labelStyle(.automatic)
        }
        #expect(renderedLines(labels, columns: 6, rows: 4) == ["🗑     ", "Home  ", "☆ Star", "✉ Mail"])
    }

    @Test func anAuthorsLabelStyleDrawsTheTitleAndIconItsWay() {
        let view = VStack(alignment: .leading) {
            Label("Next", systemImage: "chevron.right")
            Label("Done", systemImage: "checkmark")
        }
        .labelStyle(TrailingIcon())
        #expect(renderedLines(view, columns: 6, rows: 2) == ["Next:›", "Done:✓"])
    }

    @Test func aLabelInsideAStylesBodyHasTheDefaultStyle() {
        let view = Label("Outer", systemImage: "star").labelStyle(Nesting())
        #expect(renderedLines(view, columns: 14, rows: 1) == ["Outer ☆ inner "])
    }
}

private struct TrailingIcon: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            configuration.title
            Text(":")
            configuration.icon
        }
    }
}

private struct Nesting: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            Label("inner", systemImage: "star")
        }
    }
}
