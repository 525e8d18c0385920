import SpecUI
import Testing

private struct Sorter: View {
    @State private var order = "none"

    var body: some View {
        VStack {
            Text("order \(order)")
            Menu("Sort") {
                Button("By name") { order = "name" }
                Button("By date") { order = "date" }
                Menu("More") {
                    Button("By size") { order = "size" }
                }
            }
        }
    }
}

private struct Adder: View {
    @State private var added: [String] = []

    var body: some View {
        VStack {
            Text("added \(added.joined(separator: ","))")
            Menu("Add") {
                Button("Folder") { added.append("folder") }
            } primaryAction: {
                added.append("file")
            }
        }
    }
}

private struct LabelledMenu: View {
    @State private var isShared = false

    var body: some View {
        VStack {
            Text(isShared ? "shared" : "private")
            Menu {
                Button("Share") { isShared = true }
            } label: {
                Label("Options", systemImage: "ellipsis")
            }
        }
    }
}

@MainActor
@Suite struct MenuTests {
    private func labels(_ host: ViewHost) -> [String] {
        host.actionables.map(\.label)
    }

    /// Activating a menu shows only its buttons; choosing one runs its action and closes the menu.
    @Test func choosingAButtonRunsItsActionAndCloses() {
        let host = ViewHost(Sorter())
        #expect(host.resolved.texts == ["order none", "Sort"])
        #expect(labels(host) == ["Sort"])
        #expect(host.tap("Sort"))
        #expect(host.resolved.texts == ["order none", "Sort", "By name", "By date", "More"])
        #expect(labels(host) == ["By name", "By date", "More"])
        #expect(host.tap("By date"))
        #expect(host.resolved.texts == ["order date", "Sort"])
    }

    /// Dismissing an open menu, as Escape does, closes it without running anything.
    @Test func dismissingClosesWithoutAnAction() {
        let host = ViewHost(Sorter())
        #expect(host.tap("Sort"))
        #expect(host.dismissPresentation())
        #expect(host.resolved.texts == ["order none", "Sort"])
        #expect(!host.dismissPresentation())
    }

    /// A menu inside a menu opens over it; dismissing it goes back to the outer menu, and choosing one of its
    /// buttons closes both.
    @Test func aNestedMenuOpensOverItsMenu() {
        let host = ViewHost(Sorter())
        #expect(host.tap("Sort"))
        #expect(host.tap("More"))
        #expect(host.resolved.texts == ["order none", "Sort", "By name", "By date", "More", "By size"])
        #expect(host.dismissPresentation())
        #expect(labels(host) == ["By name", "By date", "More"])
        #expect(host.tap("More"))
        #expect(host.tap("By size"))
        #expect(host.resolved.texts == ["order size", "Sort"])
        #expect(labels(host) == ["Sort"])
    }

    /// With a primary action the label runs it, and the button after the label opens the menu.
    @Test func aPrimaryActionRunsFromTheLabel() {
        let host = ViewHost(Adder())
        #expect(labels(host) == ["Add", "˅"])
        #expect(host.tap("Add"))
        #expect(host.resolved.texts == ["added file", "Add", "˅"])
        #expect(host.tap("˅"))
        #expect(host.tap("Folder"))
        #expect(host.resolved.texts == ["added file,folder", "Add", "˅"])
    }

    /// A menu with a view label is named by the label's texts.
    @Test func aViewLabelNamesTheMenu() {
        let host = ViewHost(LabelledMenu())
        #expect(labels(host) == ["Options"])
        #expect(host.tap("Options"))
        #expect(host.tap("Share"))
        #expect(host.resolved.texts == ["shared", "Options"])
    }
}
