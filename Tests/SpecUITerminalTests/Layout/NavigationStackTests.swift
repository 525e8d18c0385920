import SpecUI
import Testing

@testable import SpecUITerminal

private struct Recipe: Identifiable {
    let id: Int
    let title: String
}

private struct RecipeList: View {
    @State private var visits = 0
    let recipes = [Recipe(id: 1, title: "Soup"), Recipe(id: 2, title: "Pie")]

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Text("visits \(visits)")
                ForEach(recipes) { recipe in
                    NavigationLink(recipe.title) { RecipeDetail(recipe: recipe, visits: $visits) }
                }
            }
            .navigationTitle("Recipes")
            .onAppear { visits += 1 }
        }
    }
}

private struct RecipeDetail: View {
    let recipe: Recipe
    @Binding var visits: Int
    @State private var servings = 2

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(recipe.title) for \(servings)")
            Button("More") { servings += 1 }
            NavigationLink("Notes", destination: Text("No notes").navigationTitle("Notes"))
        }
        .navigationTitle(recipe.title)
    }
}

/// A link whose destination is made from the list's state: a score the pushed view raises through an action.
private struct Scoreboard: View {
    @State private var score = 0

    var body: some View {
        NavigationStack {
            NavigationLink("Game") { Game(score: score, raise: { score += 1 }) }
        }
    }
}

private struct Game: View {
    let score: Int
    let raise: @MainActor () -> Void

    var body: some View {
        VStack {
            Text("score \(score)")
            Button("Goal", action: raise)
        }
    }
}

@MainActor
@Suite struct NavigationStackTests {
    private let size = TerminalSize(columns: 14, rows: 5)

    /// The stack fills the screen: the back button and the title at the top leading corner, the shown view
    /// centered in the room below.
    @Test func aLinkPushesItsDestinationUnderItsTitleAndBackPopsIt() {
        let host = ViewHost(RecipeList())
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines == [
                "Recipes       ", "   visits 1   ", "   Soup       ", "   Pie        ", "              ",
            ])
        #expect(host.tap("Pie"))
        #expect(host.tap("More"))
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines == [
                "‹Recipes      ", "Pie           ", "  Pie for 3   ", "  More        ", "  Notes       ",
            ])
        // The covered list's controls are not there to tap; the shown level's are.
        #expect(!host.tap("Soup"))
        #expect(host.tap("Notes"))
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines == [
                "‹Pie          ", "Notes         ", "              ", "   No notes   ", "              ",
            ])
        #expect(host.tap("Back"))
        // The level below kept its state while it was covered.
        #expect(TerminalRenderer.snapshot(host: host, size: size).lines[2] == "  Pie for 3   ")
        #expect(host.tap("Back"))
        // The list ran its onAppear again as it was shown again, and a popped level is gone with its state.
        #expect(TerminalRenderer.snapshot(host: host, size: size).lines[1] == "   visits 2   ")
        #expect(host.tap("Pie"))
        #expect(TerminalRenderer.snapshot(host: host, size: size).lines[2] == "  Pie for 2   ")
    }

    /// The pushed view is the destination the link holds now: when the view that made the link updates, the
    /// pushed view updates with it, and its body runs for the new input only.
    @Test func aPushedViewFollowsTheStateItsLinkWasMadeFrom() {
        let host = ViewHost(Scoreboard())
        #expect(host.tap("Game"))
        #expect(host.resolved.texts == ["Back", "score 0", "Goal"])
        let before = host.bodyEvaluations["Game"]
        #expect(host.tap("Goal"))
        #expect(host.tap("Goal"))
        #expect(host.resolved.texts == ["Back", "score 2", "Goal"])
        #expect(host.bodyEvaluations["Game"] == before.map { $0 + 2 })
        #expect(host.tap("Back"))
        #expect(host.tap("Game"))
        #expect(host.resolved.texts == ["Back", "score 2", "Goal"])
    }

    @Test func aTitleOutsideAStackShowsNothingAndALinkThereDoesNothing() {
        let view = VStack {
            Text("Alone").navigationTitle("Title")
            NavigationLink("Go") { Text("Gone") }
        }
        let host = ViewHost(view)
        #expect(host.tap("Go"))
        #expect(
            TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 5, rows: 2)).lines == ["Alone", " Go  "])
    }

    /// An inline title is centered on the bar row; a level without a mode of its own draws its title as the level
    /// below does.
    @Test func anInlineTitleIsCenteredOnTheBarRowAndTheLevelsAboveFollowIt() {
        let view = NavigationStack {
            NavigationLink("Next") {
                NavigationLink("Big") { Text("B").navigationTitle("Large").navigationBarTitleDisplayMode(.large) }
                    .navigationTitle("Detail")
            }
            .navigationTitle("Home")
            .navigationBarTitleDisplayMode(.inline)
        }
        let host = ViewHost(view)
        let size = TerminalSize(columns: 20, rows: 3)
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines == [
                "        Home        ", "        Next        ", "                    ",
            ])
        #expect(host.tap("Next"))
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines == [
                "‹Home  Detail       ", "        Big         ", "                    ",
            ])
        #expect(host.tap("Big"))
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines == [
                "‹Detail             ", "Large               ", "         B          ",
            ])
    }

    /// `.inlineLarge` draws the title in the large title's style at the bar row's leading edge, before the bar's
    /// trailing items; `toolbarTitleDisplayMode` draws the other modes as `navigationBarTitleDisplayMode` does.
    @Test func anInlineLargeTitleIsAtTheBarRowsLeadingEdge() {
        let view = NavigationStack {
            NavigationLink("Next") { Text("B").navigationTitle("Large").toolbarTitleDisplayMode(.large) }
                .navigationTitle("Home")
                .toolbarTitleDisplayMode(.inlineLarge)
                .toolbar { Button("Add") {} }
        }
        let host = ViewHost(view)
        let size = TerminalSize(columns: 12, rows: 3)
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines == ["Home     Add", "    Next    ", "            "])
        #expect(host.tap("Next"))
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines == ["‹Home       ", "Large       ", "     B      "])
        let automatic = NavigationStack { Text("A").navigationTitle("Auto").toolbarTitleDisplayMode(.automatic) }
        let inline = NavigationStack { Text("I").navigationTitle("In").toolbarTitleDisplayMode(.inline) }
        #expect(
            TerminalRenderer.snapshot(automatic, size: size).lines == ["Auto        ", "     A      ", "            "])
        #expect(
            TerminalRenderer.snapshot(inline, size: size).lines == ["     In     ", "     I      ", "            "])
    }
}

/// A pushed recipe whose inline title is long beside its back button and its bar item.
private struct LongTitle: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open") {
                Text("Body")
                    .navigationTitle("Spaghetti Carbonara")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar { Button("Edit") {} }
            }
            .navigationTitle("Recipes")
        }
    }
}

extension NavigationStackTests {
    /// As iOS places an inline title, it is in the middle of the bar where the items leave room, moved between
    /// them where they do not, and shortened to the room between them where it is longer: it never covers them.
    @Test func aLongInlineTitleStaysBetweenTheBarsItems() {
        let rows = { (columns: Int) -> String in
            TerminalRenderer.snapshot(
                LongTitle(), size: TerminalSize(columns: columns, rows: 3), events: [.tap("Open")]
            ).lines[0]
        }
        #expect(rows(40) == "‹Recipes  Spaghetti Carbonara       Edit")
        #expect(rows(34) == "‹Recipes Spaghetti Carbonara  Edit")
        #expect(rows(28) == "‹Recipes Spaghetti Car… Edit")
        #expect(rows(22) == "‹Recipes Spaghet… Edit")
    }
}
