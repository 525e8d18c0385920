import SpecUI
import Testing

@testable import SpecUITerminal

private struct Mail: View {
    @State var chosen: Int?

    var body: some View {
        NavigationSplitView {
            List(mailboxes, selection: $chosen) { Text($0.name) }
                .navigationTitle(chosen.map { "Mail \($0)" } ?? "Mail")
        } detail: {
            if let chosen {
                MailboxDetail(name: mailboxes[chosen - 1].name)
            } else {
                Text("Pick one")
            }
        }
    }
}

private struct MailboxDetail: View {
    let name: String
    @State private var reads = 0

    var body: some View {
        Button("\(name) \(reads)") { reads += 1 }
            .navigationTitle(name)
    }
}

private struct Library: View {
    @State private var shelf: String?
    @State private var book: String?
    @State var visibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(["Poems", "Plays"], id: \.self, selection: $shelf) { Text($0) }
                .navigationTitle("Shelves")
        } content: {
            if let shelf {
                List(["\(shelf) I", "\(shelf) II"], id: \.self, selection: $book) { Text($0) }
                    .navigationTitle(shelf)
            } else {
                Text("No shelf")
            }
        } detail: {
            VStack {
                Text(book ?? "No book")
                Button("Hide all") { visibility = .detailOnly }
                Button("Two") { visibility = .doubleColumn }
            }
        }
    }
}

private struct Closing: View {
    @State private var chosen: Int? = 2

    var body: some View {
        NavigationSplitView {
            List(mailboxes, selection: $chosen) { Text($0.name) }
        } detail: {
            Button("Close \(chosen ?? 0)") { chosen = nil }
        }
    }
}

/// Links with values in the sidebar's list select their values, of another type than the rows' ids.
private struct Linked: View {
    @State private var chosen: Mailbox?

    var body: some View {
        NavigationSplitView {
            List(mailboxes, selection: $chosen) { NavigationLink($0.name, value: $0) }
        } detail: {
            Text("Box \(chosen?.name ?? "-")")
        }
    }
}

/// A split view that starts on its detail, and names the column it shows in its sidebar's title.
private struct Preferred: View {
    @State private var column = NavigationSplitViewColumn.detail
    @State private var chosen: Int?

    var body: some View {
        NavigationSplitView(preferredCompactColumn: $column) {
            List(mailboxes, selection: $chosen) { Text($0.name) }
                .navigationTitle(column == .sidebar ? "On sidebar" : "On detail")
        } detail: {
            Text("Box \(chosen ?? 0)")
        }
    }
}

/// Links in the sidebar, with values and with a destination view, whose destinations the detail shows.
private struct Notes: View {
    var body: some View {
        NavigationSplitView {
            List {
                NavigationLink("Work", value: "Work")
                NavigationLink("Home", value: "Home")
                NavigationLink("About") { Text("Notes 1.0").navigationTitle("About") }
            }
            .navigationTitle("Folders")
            .navigationDestination(for: String.self) { FolderDetail(name: $0) }
        } detail: {
            Text("No folder")
        }
    }
}

private struct FolderDetail: View {
    let name: String
    @State private var opens = 0

    var body: some View {
        VStack {
            Button("\(name) \(opens)") { opens += 1 }
            NavigationLink("Note") { Text("A \(name) note").navigationTitle("Note") }
        }
        .navigationTitle(name)
    }
}

/// A detail holding a stack of its own.
private struct Photos: View {
    var body: some View {
        NavigationSplitView {
            Text("Albums")
        } detail: {
            NavigationStack {
                NavigationLink("Open", value: 3)
                    .navigationDestination(for: Int.self) { Text("Photo \($0)").navigationTitle("Photo") }
                    .navigationTitle("Library")
            }
        }
    }
}

/// Three columns whose links show their destinations in the column after theirs.
private struct Grocery: View {
    var body: some View {
        NavigationSplitView {
            List(["Fruit", "Bread"], id: \.self) { NavigationLink($0, value: $0) }
                .navigationDestination(for: String.self) { aisle in
                    List(1...2, id: \.self) { NavigationLink("\(aisle) \($0)", value: $0) }
                        .navigationTitle(aisle)
                        .navigationDestination(for: Int.self) { Text("\(aisle) item \($0)") }
                }
        } content: {
            Text("No aisle")
        } detail: {
            Text("No item")
        }
    }
}

/// A destination that the sidebar's state shapes.
private struct Shouting: View {
    @State private var marks = "!"

    var body: some View {
        NavigationSplitView {
            VStack {
                NavigationLink("Open", value: 1)
                Button("Louder") { marks += "!" }
            }
            .navigationDestination(for: Int.self) { Text("Item \($0)\(marks)") }
        } detail: {
            Text("None")
        }
    }
}

@MainActor
@Suite struct NavigationSplitViewTests {
    private func lines(_ host: ViewHost, _ columns: Int, _ rows: Int) -> [String] {
        TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: columns, rows: rows)).lines
    }

    /// A terminal preview is compact: the split view is a stack whose root is the sidebar, and choosing a row of
    /// its list pushes the detail; going back clears the selection.
    @Test func compactChoosingARowPushesTheDetailAndBackClearsTheSelection() {
        let host = ViewHost(Mail())
        let sidebar = ["Mail            ", "Inbox           ", "Sent            ", "                "]
        #expect(lines(host, 16, 4) == sidebar)
        #expect(host.tap("Sent"))
        #expect(lines(host, 16, 4) == ["‹Mail 2         ", "Sent            ", "     Sent 0     ", "                "])
        #expect(host.bodyEvaluations == ["Mail": 2, "MailboxDetail": 1])
        #expect(host.tap("Sent 0"))
        #expect(lines(host, 16, 4)[2] == "     Sent 1     ")
        // Only the detail read its state.
        #expect(host.bodyEvaluations == ["Mail": 2, "MailboxDetail": 2])
        #expect(host.tap("Back"))
        #expect(lines(host, 16, 4) == sidebar)
        #expect(host.bodyEvaluations == ["Mail": 3, "MailboxDetail": 2])
        // The popped detail is gone with its state.
        #expect(host.tap("Inbox"))
        #expect(lines(host, 16, 4)[0...2] == ["‹Mail 1         ", "Inbox           ", "    Inbox 0     "])
    }

    @Test func compactASelectionMadeBeforeShowsTheDetail() {
        let host = ViewHost(Mail(chosen: 1))
        #expect(lines(host, 16, 3) == ["‹Mail 1         ", "Inbox           ", "    Inbox 0     "])
        #expect(host.bodyEvaluations == ["Mail": 1, "MailboxDetail": 1])
    }

    @Test func compactClearingTheSelectionFromCodePopsTheDetail() {
        let host = ViewHost(Closing())
        #expect(lines(host, 10, 2) == ["‹Back     ", " Close 2  "])
        #expect(host.tap("Close 2"))
        #expect(lines(host, 10, 2) == ["Inbox     ", "Sent      "])
    }

    @Test func aLinkWithAValueInTheSidebarSelectsIt() {
        let host = ViewHost(Linked())
        // A selectable row draws as one, without a link's chevron.
        #expect(lines(host, 10, 3) == ["Inbox     ", "Sent      ", "          "])
        #expect(host.tap("Sent"))
        #expect(lines(host, 10, 3) == ["‹Back     ", " Box Sent ", "          "])
        #expect(host.tap("Back"))
        let wide = ViewHost(Linked().environment(\.horizontalSizeClass, .regular))
        _ = lines(wide, 36, 2)
        #expect(wide.tap("Inbox"))
        let session = TerminalSession(host: wide)
        let buffer = session.frame(size: TerminalSize(columns: 36, rows: 2))
        #expect(buffer.lines() == ["Inbox                   │ Box Inbox ", "Sent                    │           "])
        // The row of the selected value is drawn on the selection's gray.
        #expect(buffer[0, 0].style.background != nil)
        #expect(buffer[0, 1].style.background == nil)
    }

    /// The preferred column is shown, with no selection too, and going back and choosing write it.
    @Test func compactShowsThePreferredColumnAndWritesIt() {
        let host = ViewHost(Preferred())
        #expect(lines(host, 12, 2) == ["‹On detail  ", "   Box 0    "])
        #expect(host.tap("Back"))
        #expect(lines(host, 12, 3) == ["On sidebar  ", "Inbox       ", "Sent        "])
        #expect(host.tap("Sent"))
        #expect(lines(host, 12, 2) == ["‹On detail  ", "   Box 2    "])
    }

    @Test func compactThreeColumnsPushTheContentThenTheDetail() {
        let host = ViewHost(Library())
        #expect(lines(host, 16, 4) == ["Shelves         ", "Poems           ", "Plays           ", "                "])
        #expect(host.tap("Plays"))
        #expect(lines(host, 16, 4) == ["‹Shelves        ", "Plays           ", "Plays I         ", "Plays II        "])
        #expect(host.tap("Plays II"))
        #expect(lines(host, 16, 4) == ["‹Plays          ", "    Plays II    ", "    Hide all    ", "      Two       "])
        // Back from the detail clears the content's selection, back from the content the sidebar's.
        #expect(host.tap("Back"))
        #expect(lines(host, 16, 4) == ["‹Shelves        ", "Plays           ", "Plays I         ", "Plays II        "])
        #expect(host.tap("Back"))
        #expect(lines(host, 16, 4) == ["Shelves         ", "Poems           ", "Plays           ", "                "])
        #expect(host.tap("Poems"))
        #expect(lines(host, 16, 4)[0...1] == ["‹Shelves        ", "Poems           "])
    }

    /// Under the regular size class the columns stand side by side: the sidebar 24 cells wide, a rule, the detail.
    @Test func regularColumnsStandSideBySideAndTheSelectionDrivesTheDetail() {
        let host = ViewHost(Mail().environment(\.horizontalSizeClass, .regular))
        #expect(
            lines(host, 34, 3) == [
                "Mail                    │         ", "Inbox                   │Pick one ",
                "Sent                    │         ",
            ])
        #expect(host.tap("Sent"))
        #expect(
            lines(host, 34, 3) == [
                "Mail 2                  │Sent     ", "Inbox                   │ Sent 0  ",
                "Sent                    │         ",
            ])
        #expect(!host.tap("Back"))
        #expect(host.tap("Sent 0"))
        // Another row changes the detail's inputs; the detail keeps its identity and state.
        #expect(host.tap("Inbox"))
        #expect(lines(host, 34, 3)[1] == "Inbox                   │ Inbox 1 ")
        #expect(host.bodyEvaluations == ["Mail": 3, "MailboxDetail": 3])
    }

    @Test func aColumnSetsItsOwnWidth() {
        let narrow = NavigationSplitView {
            Text("Side").navigationSplitViewColumnWidth(6)
        } detail: {
            Text("Detail").navigationSplitViewColumnWidth(min: 2, ideal: 3, max: 4)
        }
        .navigationSplitViewStyle(.balanced)
        .environment(\.horizontalSizeClass, .regular)
        #expect(renderedLines(narrow, columns: 15, rows: 1) == [" Side │ Detail "])
        let ideal = NavigationSplitView {
            Text("Side").navigationSplitViewColumnWidth(min: 2, ideal: 8, max: 10)
        } detail: {
            Text("D")
        }
        .environment(\.horizontalSizeClass, .regular)
        #expect(renderedLines(ideal, columns: 12, rows: 1) == ["  Side  │ D "])
    }

    @Test func regularColumnVisibilityHidesTheColumnsBeforeTheDetail() {
        let host = ViewHost(Library().environment(\.horizontalSizeClass, .regular))
        #expect(
            lines(host, 60, 3) == [
                "Shelves                 │                        │ No book  ",
                "Poems                   │        No shelf        │ Hide all ",
                "Plays                   │                        │   Two    ",
            ])
        #expect(host.tap("Poems"))
        _ = lines(host, 60, 3)
        #expect(host.tap("Poems I"))
        #expect(
            lines(host, 60, 3) == [
                "Shelves                 │Poems                   │ Poems I  ",
                "Poems                   │Poems I                 │ Hide all ",
                "Plays                   │Poems II                │   Two    ",
            ])
        #expect(host.tap("Two"))
        #expect(
            lines(host, 60, 3) == [
                "Poems                   │             Poems I               ",
                "Poems I                 │             Hide all              ",
                "Poems II                │               Two                 ",
            ])
        // A hidden column is not tapped.
        #expect(!host.tap("Plays"))
        #expect(host.tap("Hide all"))
        #expect(
            lines(host, 60, 3) == [
                "                          Poems I                           ",
                "                          Hide all                          ",
                "                            Two                             ",
            ])
    }

    /// A link in the sidebar shows its destination in place of the detail, as the detail's root: each link chosen
    /// replaces the one before, with its state, and there is nothing to go back to.
    @Test func regularALinkInTheSidebarShowsItsDestinationInTheDetail() {
        let host = ViewHost(Notes().environment(\.horizontalSizeClass, .regular))
        #expect(
            lines(host, 40, 4) == [
                "Folders                 │               ", "Work                   ›│   No folder   ",
                "Home                   ›│               ", "About                  ›│               ",
            ])
        #expect(host.tap("Work"))
        #expect(
            lines(host, 40, 4) == [
                "Folders                 │Work           ", "Work                   ›│    Work 0     ",
                "Home                   ›│     Note      ", "About                  ›│               ",
            ])
        #expect(!host.tap("Back"))
        #expect(host.tap("Work 0"))
        #expect(lines(host, 40, 4)[1] == "Work                   ›│    Work 1     ")
        // Choosing the shown value again changes nothing.
        #expect(host.tap("Work"))
        #expect(lines(host, 40, 4)[1] == "Work                   ›│    Work 1     ")
        #expect(host.tap("Home"))
        #expect(
            lines(host, 40, 4)[0...1] == [
                "Folders                 │Home           ", "Work                   ›│    Home 0     ",
            ])
        // A destination replaced is gone with its state.
        #expect(host.tap("Work"))
        #expect(lines(host, 40, 4)[1] == "Work                   ›│    Work 0     ")
        #expect(host.tap("About"))
        #expect(
            lines(host, 40, 4) == [
                "Folders                 │About          ", "Work                   ›│               ",
                "Home                   ›│   Notes 1.0   ", "About                  ›│               ",
            ])
        #expect(host.bodyEvaluations == ["Notes": 1, "FolderDetail": 4])
    }

    /// A link in the detail pushes within the detail; a link in the sidebar then replaces the detail, pushed views
    /// and all.
    @Test func regularALinkInTheDetailPushesWithinIt() {
        let host = ViewHost(Notes().environment(\.horizontalSizeClass, .regular))
        _ = lines(host, 40, 4)
        #expect(host.tap("Work"))
        _ = lines(host, 40, 4)
        #expect(host.tap("Note"))
        #expect(
            lines(host, 40, 4) == [
                "Folders                 │‹Work          ", "Work                   ›│Note           ",
                "Home                   ›│  A Work note  ", "About                  ›│               ",
            ])
        #expect(host.tap("Back"))
        #expect(
            lines(host, 40, 4)[0...1] == [
                "Folders                 │Work           ", "Work                   ›│    Work 0     ",
            ])
        #expect(host.tap("Note"))
        #expect(host.tap("Home"))
        #expect(
            lines(host, 40, 4)[0...1] == [
                "Folders                 │Home           ", "Work                   ›│    Home 0     ",
            ])
        #expect(!host.tap("Back"))
    }

    @Test func regularTheDetailsOwnStackPushesWithinTheDetail() {
        let host = ViewHost(Photos().environment(\.horizontalSizeClass, .regular))
        let root = [
            "                        │Library        ", "         Albums         │     Open      ",
            "                        │               ",
        ]
        #expect(lines(host, 40, 3) == root)
        #expect(host.tap("Open"))
        #expect(
            lines(host, 40, 3) == [
                "                        │‹Library       ", "         Albums         │Photo          ",
                "                        │    Photo 3    ",
            ])
        #expect(host.tap("Back"))
        #expect(lines(host, 40, 3) == root)
    }

    /// In three columns a link in the sidebar shows its destination in the content column, and the detail its own
    /// view again; a link in the content shows its destination in the detail.
    @Test func regularThreeColumnsALinkShowsTheNextColumn() {
        let host = ViewHost(Grocery().environment(\.horizontalSizeClass, .regular))
        let steps: [(tap: String?, frame: [String])] = [
            (
                nil,
                [
                    "Fruit                  ›│                        │          ",
                    "Bread                  ›│        No aisle        │ No item  ",
                    "                        │                        │          ",
                ]
            ),
            (
                "Fruit",
                [
                    "Fruit                  ›│Fruit                   │          ",
                    "Bread                  ›│Fruit 1                ›│ No item  ",
                    "                        │Fruit 2                ›│          ",
                ]
            ),
            (
                "Fruit 2",
                [
                    "Fruit                  ›│Fruit                   │Fruit item",
                    "Bread                  ›│Fruit 1                ›│2         ",
                    "                        │Fruit 2                ›│          ",
                ]
            ),
            (
                "Bread",
                [
                    "Fruit                  ›│Bread                   │          ",
                    "Bread                  ›│Bread 1                ›│ No item  ",
                    "                        │Bread 2                ›│          ",
                ]
            ),
        ]
        for step in steps {
            if let tap = step.tap {
                #expect(host.tap(tap))
            }
            #expect(lines(host, 60, 3) == step.frame)
        }
    }

    /// A value's destination in the detail is made from the declaration the sidebar makes in the same update.
    @Test func regularAValuesDestinationFollowsItsDeclaration() {
        let host = ViewHost(Shouting().environment(\.horizontalSizeClass, .regular))
        _ = lines(host, 34, 1)
        #expect(host.tap("Open"))
        #expect(lines(host, 34, 2) == ["          Open          │ Item 1! ", "         Louder         │         "])
        #expect(host.tap("Louder"))
        #expect(lines(host, 34, 2) == ["          Open          │Item 1!! ", "         Louder         │         "])
    }

    /// Collapsed, the links in the sidebar push their destinations over it, as a stack's do.
    @Test func compactALinkInTheSidebarPushesItsDestination() {
        let host = ViewHost(Notes())
        #expect(host.tap("Work"))
        #expect(lines(host, 16, 4) == ["‹Folders        ", "Work            ", "     Work 0     ", "      Note      "])
        #expect(host.tap("Back"))
        #expect(lines(host, 16, 2) == ["Folders         ", "Work           ›"])
    }
}
