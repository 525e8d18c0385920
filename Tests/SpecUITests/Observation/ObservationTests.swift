import SpecUI
import Testing

@MainActor
@Suite struct ObservationTests {
    @Test func aChangeReEvaluatesOnlyTheBodiesThatReadTheProperty() {
        let host = ViewHost(LibraryScreen())
        #expect(host.resolved.texts == ["Books", "visits 0", "rename"])
        host.tap("visits 0")
        #expect(host.resolved.texts == ["Books", "visits 1", "rename"])
        #expect(host.bodyEvaluations == ["LibraryScreen": 1, "LibraryTitle": 1, "VisitCounter": 2])
        #expect(host.trace.last == "VisitCounter: @dependencies changed.")
        host.tap("rename")
        #expect(host.resolved.texts == ["Films", "visits 1", "rename"])
        #expect(host.bodyEvaluations == ["LibraryScreen": 1, "LibraryTitle": 2, "VisitCounter": 2])
    }

    @Test func aChangeMadeOutsideAnyEventWaitsForTheNextUpdate() {
        let library = Library()
        let host = ViewHost(LibraryTitle(library: library))
        #expect(!host.needsUpdate)
        library.title = "Maps"
        #expect(host.needsUpdate)
        #expect(host.resolved.texts == ["Books"])
        host.update()
        #expect(host.resolved.texts == ["Maps"])
        #expect(host.bodyEvaluations == ["LibraryTitle": 2])
    }

    @Test func aPropertyNoBodyReadChangesNothing() {
        let library = Library()
        let host = ViewHost(LibraryTitle(library: library))
        library.visits = 5
        #expect(!host.needsUpdate)
        #expect(host.bodyEvaluations == ["LibraryTitle": 1])
    }

    @Test func anEvaluationForAnotherReasonKeepsOneUpdatePerChange() {
        let library = Library()
        let host = ViewHost(TickingTitle(library: library))
        host.tap("tick")
        host.tap("tick")
        #expect(host.bodyEvaluations == ["TickingTitle": 3])
        library.title = "Maps"
        host.update()
        #expect(host.resolved.texts == ["Maps 2", "tick"])
        #expect(host.bodyEvaluations == ["TickingTitle": 4])
        #expect(host.trace.last == "TickingTitle: @dependencies changed.")
    }

    @Test func aForEachRowFollowsItsElementWithoutTheParentsBody() {
        let library = Library(books: [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")])
        let host = ViewHost(BookList(library: library))
        library.books[1].title = "Ulysses"
        host.update()
        #expect(host.resolved.texts == ["Dune", "Ulysses"])
        #expect(host.bodyEvaluations == ["BookList": 1])
        library.books.append(Book(id: 3, title: "Beloved"))
        host.update()
        #expect(host.resolved.texts == ["Dune", "Ulysses", "Beloved"])
        #expect(host.bodyEvaluations == ["BookList": 2])
    }

    @Test func aListRowBuiltWhileDrawingFollowsItsElement() {
        let library = Library(books: [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")])
        let host = ViewHost(LazyBookList(library: library))
        #expect(rowTexts(host) == ["Dune", "Emma"])
        library.books[0].title = "Middlemarch"
        #expect(host.needsUpdate)
        host.update()
        #expect(rowTexts(host) == ["Middlemarch", "Emma"])
        #expect(host.bodyEvaluations == ["LazyBookList": 1])
    }

    /// The texts of every row of the host's root `List`, building the rows as drawing would.
    private func rowTexts(_ host: ViewHost) -> [String] {
        guard case .list(let list) = host.resolved else {
            Issue.record("expected a list, got \(host.resolved)")
            return []
        }
        return (0..<list.count).flatMap { list.row(at: $0).texts }
    }

    @Test func aBindableBindingWritesTheObjectsProperty() {
        let library = Library()
        let host = ViewHost(TitleEditor(library: library))
        #expect(host.setText("Title", "Atlas"))
        #expect(library.title == "Atlas")
        #expect(host.resolved.texts.last == "Atlas")
        // Making `$library.title` reads nothing: only the view that reads the title runs again.
        #expect(host.bodyEvaluations == ["TitleEditor": 1, "LibraryTitle": 2])
    }

    @Test func aBindingThroughStateOfAnObservableObjectReadsNothingEither() {
        let host = ViewHost(StateTitleEditor())
        #expect(host.setText("Title", "Atlas"))
        #expect(host.setText("Title", "Atlases"))
        #expect(host.resolved.texts.last == "Atlases")
        #expect(host.bodyEvaluations == ["StateTitleEditor": 1, "LibraryTitle": 3])
    }

    @Test func anEnvironmentObjectReachesTheViewsBelowAndUpdatesTheReader() {
        let library = Library()
        let host = ViewHost(EnvironmentScreen(library: library))
        #expect(host.resolved.texts == ["env Books", "Books", "static"])
        library.title = "Maps"
        host.update()
        #expect(host.resolved.texts == ["env Maps", "Maps", "static"])
        #expect(
            host.bodyEvaluations == ["EnvironmentScreen": 1, "EnvironmentTitle": 2, "OptionalEnvironmentTitle": 2])
    }

    @Test func anOptionalEnvironmentObjectIsNilWithoutAnAncestorSettingIt() {
        let host = ViewHost(OptionalEnvironmentTitle())
        #expect(host.resolved.texts == ["no library"])
    }

    @Test func anEnvironmentObjectIsTheSameInputWhileItIsTheSameObject() {
        let second = Library()
        second.title = "Films"
        let host = ViewHost(SwitchingLibraries(first: Library(), second: second))
        host.tap("tap 0")
        #expect(host.bodyEvaluations == ["SwitchingLibraries": 2, "EnvironmentTitle": 1])
        host.tap("switch")
        #expect(host.resolved.texts == ["env Films", "switch", "tap 1"])
        #expect(host.bodyEvaluations == ["SwitchingLibraries": 3, "EnvironmentTitle": 2])
    }
}
