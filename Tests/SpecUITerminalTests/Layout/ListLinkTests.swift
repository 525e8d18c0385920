import SpecUI
import Testing

@testable import SpecUITerminal

private struct Inbox: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Drafts") { Text("No drafts").navigationTitle("Drafts") }
                NavigationLink(destination: Text("Sent")) {
                    VStack(alignment: .leading) {
                        Text("Sent")
                        Text("3 today")
                    }
                }
                Button("Empty") {}
            }
            .navigationTitle("Mail")
        }
    }
}

/// Plants by room: sections a `ForEach` builds, or the same sections written out.
private struct Rooms: View {
    let builtByForEach: Bool
    private let rooms = [("Kitchen", ["Basil", "Mint"]), ("Hall", ["Fern"])]

    var body: some View {
        NavigationStack {
            List {
                if builtByForEach {
                    ForEach(rooms, id: \.0) { room in
                        Section(room.0) {
                            ForEach(room.1, id: \.self) { plant in NavigationLink(plant, value: plant) }
                        }
                    }
                } else {
                    Section("Kitchen") {
                        ForEach(["Basil", "Mint"], id: \.self) { plant in NavigationLink(plant, value: plant) }
                    }
                    Section("Hall") {
                        ForEach(["Fern"], id: \.self) { plant in NavigationLink(plant, value: plant) }
                    }
                }
            }
            .navigationDestination(for: String.self) { Text("About \($0)") }
        }
    }
}

@MainActor
@Suite struct ListLinkTests {
    /// A section a `ForEach` builds is a header and rows of the list, as a written-out one is: its links end in
    /// chevrons and push.
    @Test func sectionsBuiltByForEachDrawAsWrittenOutSections() {
        let size = TerminalSize(columns: 12, rows: 7)
        let built = ViewHost(Rooms(builtByForEach: true))
        let written = ViewHost(Rooms(builtByForEach: false))
        let frame = TerminalRenderer.snapshot(host: built, size: size).lines
        #expect(frame == TerminalRenderer.snapshot(host: written, size: size).lines)
        #expect(frame.filter { $0.hasSuffix("›") } == ["Basil      ›", "Mint       ›", "Fern       ›"])
        #expect(built.tap("Mint"))
        #expect(TerminalRenderer.snapshot(host: built, size: size).lines.contains { $0.contains("About Mint") })
    }

    @Test func aLinkRowEndsInAChevronOnTheMiddleRowOfItsLabel() {
        let host = ViewHost(Inbox())
        #expect(
            TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 12, rows: 6)).lines == [
                "Mail        ", "Drafts     ›", "Sent       ›", "3 today     ", "Empty       ", "            ",
            ])
        #expect(host.tap("Drafts"))
        #expect(
            TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 12, rows: 3)).lines == [
                "‹Mail       ", "Drafts      ", " No drafts  ",
            ])
    }

    @Test func aLinkRowDrawsItsLabelInTheColorsAroundItAndItsChevronSecondary() {
        let list = List {
            NavigationLink("Go", destination: Text("There"))
            Button("Do") {}
        }
        let snapshot = TerminalRenderer.snapshot(list, size: TerminalSize(columns: 5, rows: 2), color: .ansi16)
        #expect(
            snapshot.ansi.split(separator: "\n") == [
                "Go  \u{1B}[0;90m›\u{1B}[m", "\u{1B}[0;34mDo\u{1B}[m",
            ])
    }

    @Test func aLinkRowRightToLeftEndsAtTheLeftEdge() {
        let form = Form {
            NavigationLink("الحساب", destination: Text("x"))
        }
        .environment(\.layoutDirection, .rightToLeft)
        #expect(renderedLines(form, columns: 10, rows: 1) == ["‹   الحساب"])
    }

    @Test func aLinkOutsideAListHasNoChevron() {
        let stack = VStack { NavigationLink("Go", destination: Text("There")) }
        #expect(renderedLines(stack, columns: 4, rows: 1) == [" Go "])
    }
}

/// Rooms whose sections only show when they hold plants, in a list that selects plants.
private struct SelectedRooms: View {
    @State private var selection = Set<String>()
    private let rooms = [("Kitchen", ["Basil", "Mint"]), ("Attic", []), ("Hall", ["Fern"])]

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                ForEach(rooms, id: \.0) { room in
                    if !room.1.isEmpty {
                        Section(room.0) {
                            ForEach(room.1, id: \.self) { plant in NavigationLink(plant, value: plant) }
                        }
                    }
                }
            }
            .navigationDestination(for: String.self) { Text("About \($0)") }
            .safeAreaInset(edge: .bottom) { Text("selected " + selection.sorted().joined(separator: " ")) }
        }
    }
}

extension ListLinkTests {
    /// A section an `if` shows is a section as well, and in a list that selects, each row inside it is a row of its
    /// own, chosen alone: the section is no row.
    @Test func sectionsAnIfShowsAreSectionsAndTheirRowsAreSelectedAlone() {
        let host = ViewHost(SelectedRooms())
        let size = TerminalSize(columns: 12, rows: 7)
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines == [
                "Kitchen     ", "Basil       ", "Mint        ", "Hall        ", "Fern        ", "            ",
                " selected   ",
            ])
        #expect(host.actionables.map(\.label) == ["Basil", "Mint", "Fern"])
        #expect(host.tap("Mint"))
        #expect(host.resolved.texts.last == "selected Mint")
    }
}
