import SpecUI
import Testing

@testable import SpecUITerminal

private struct Order: View {
    @State private var size = "M"

    var body: some View {
        VStack(alignment: .leading) {
            Picker("Size", selection: $size) {
                Text("Small").tag("S")
                Text("Medium").tag("M")
                Text("Large").tag("L")
                Text("Kids")
            }
            Text("size \(size)")
        }
    }
}

private enum Sort: String, CaseIterable, Identifiable {
    case name, date

    var id: Self { self }
}

private struct Files: View {
    @State private var sort = Sort.name
    var pickerInMenu = PickerLook.segmented

    var body: some View {
        VStack(alignment: .leading) {
            Text("by \(sort.rawValue)")
            Menu("Sort") {
                if pickerInMenu == .menu {
                    order.pickerStyle(.menu)
                } else {
                    order
                }
                Button("Reset") { sort = .name }
            }
        }
    }

    private var order: some View {
        Picker("Order", selection: $sort) {
            ForEach(Sort.allCases) { sort in
                Text(sort.rawValue.capitalized)
            }
        }
    }
}

@MainActor
@Suite struct PickerMenuTests {
    /// As iOS opens a menu of a picker's options, activating one lists them in a box, the selected one checked;
    /// an option without a tag is drawn and cannot be chosen.
    @Test func activatingAPickerListsItsOptionsAndChoosingOneSelectsItAndCloses() {
        let session = TerminalSession(host: ViewHost(Order()))
        let size = TerminalSize(columns: 18, rows: 6)
        #expect(session.frame(size: size).lines() == screen(" Size  ‹ Medium › ", " size M           "))
        _ = session.handle(.tab)
        _ = session.handle(.enter)
        #expect(
            session.frame(size: size).lines() == [
                "   ┌──────────┐   ", "   │   Small  │   ", " Si│ ✓ Medium │ › ", " si│   Large  │   ",
                "   │   Kids   │   ", "   └──────────┘   ",
            ])
        #expect(session.host.actionables.map(\.isDisabled) == [false, false, false, true])
        _ = session.handle(.down)
        _ = session.handle(.down)
        _ = session.handle(.enter)
        #expect(session.frame(size: size).lines() == screen(" Size  ‹ Large ›  ", " size L           "))
        // Focus is back on the picker, and Escape closes the box leaving the selection as it was.
        #expect(session.focusedLabel == "Size")
        _ = session.handle(.enter)
        _ = session.handle(.escape)
        #expect(session.frame(size: size).lines() == screen(" Size  ‹ Large ›  ", " size L           "))
    }

    /// Among a menu's items, a picker's options are items themselves, the selected one checked, as iOS draws them;
    /// choosing one selects it and closes the menu.
    @Test func aPickerInAMenuIsItsOptionsAsCheckedItems() {
        let host = ViewHost(Files())
        #expect(host.tap("Sort"))
        #expect(
            renderedFrame(host, columns: 12, rows: 5) == [
                " ┌────────┐ ", " │ ✓ Name │ ", " │   Date │ ", " │ Reset  │ ", " └────────┘ ",
            ])
        #expect(host.actionables.map(\.label) == ["Name", "Date", "Reset"])
        #expect(host.tap("Date"))
        #expect(host.resolved.texts == ["by date", "Sort"])
        #expect(host.tap("Sort"))
        #expect(renderedFrame(host, columns: 12, rows: 5)[1...2] == [" │   Name │ ", " │ ✓ Date │ "])
    }

    /// A menu-style picker in a menu is a submenu: its options open over the menu, and choosing one closes both.
    @Test func aMenuStylePickerInAMenuOpensItsOptionsOverIt() {
        let host = ViewHost(Files(pickerInMenu: .menu))
        #expect(host.tap("Sort"))
        #expect(host.actionables.map(\.label) == ["Order", "Reset"])
        #expect(host.tap("Order"))
        #expect(host.actionables.map(\.label) == ["Name", "Date"])
        #expect(host.tap("Date"))
        #expect(host.resolved.texts == ["by date", "Sort"])
        #expect(host.actionables.map(\.label) == ["Sort"])
    }

    /// Six rows of eighteen columns, `lines` in the middle.
    private func screen(_ lines: String...) -> [String] {
        let blank = String(repeating: " ", count: 18)
        return [blank, blank] + lines + [blank, blank]
    }

    private func renderedFrame(_ host: ViewHost, columns: Int, rows: Int) -> [String] {
        TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: columns, rows: rows)).lines
    }
}

private struct Places: View {
    @State private var place = "home"

    var body: some View {
        Picker("Place", selection: $place) {
            Label("Home", systemImage: "house").tag("home")
            Label("Work", systemImage: "star").tag("work")
        }
    }
}

extension PickerMenuTests {
    /// Options drawn with a symbol (a `Label`) are listed with it, as iOS lists them in a menu; each is still named
    /// by its title.
    @Test func optionsWithASymbolAreListedWithIt() {
        let host = ViewHost(Places())
        #expect(host.tap("Place"))
        #expect(
            renderedFrame(host, columns: 14, rows: 4) == [
                " ┌──────────┐ ", "P│ ✓ ⌂ Home │›", "e│   ☆ Work │ ", " └──────────┘ ",
            ])
        #expect(host.actionables.map(\.label) == ["Home", "Work"])
    }
}
