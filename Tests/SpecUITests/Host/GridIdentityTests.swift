import SpecUI
import Testing

private struct Tile: View {
    let name: String
    @State private var taps = 0

    var body: some View {
        Button("\(name) \(taps)") { taps += 1 }
    }
}

private struct Tiles: View {
    @State private var names = ["a", "b", "c"]

    var body: some View {
        VStack {
            LazyVGrid(columns: [GridItem(), GridItem()]) {
                ForEach(names, id: \.self) { Tile(name: $0) }
            }
            Button("Drop first") { names.removeFirst() }
        }
    }
}

private struct Accounts: View {
    @State private var names = ["rent", "food"]

    var body: some View {
        VStack {
            Grid {
                ForEach(names, id: \.self) { name in
                    GridRow {
                        Text(name)
                        Tile(name: "+")
                    }
                }
            }
            Button("Drop first") { names.removeFirst() }
        }
    }
}

@MainActor
@Suite struct GridIdentityTests {
    /// A `ForEach` in a grid keeps each cell's state with its id: removing a cell before another moves the other
    /// with its state, and a cell's tap evaluates only that cell's body.
    @Test func aGridsCellsKeepTheirStatePerId() {
        let host = ViewHost(Tiles())
        #expect(host.tap("b 0"))
        #expect(host.resolved.texts == ["a 0", "b 1", "c 0", "Drop first"])
        #expect(host.bodyEvaluations["Tile"] == 4)
        #expect(host.bodyEvaluations["Tiles"] == 1)
        #expect(host.tap("Drop first"))
        #expect(host.resolved.texts == ["b 1", "c 0", "Drop first"])
        #expect(host.bodyEvaluations["Tiles"] == 2)
        #expect(host.bodyEvaluations["Tile"] == 4)
    }

    /// The rows a `ForEach` builds in a `Grid` keep their cells' state with their ids.
    @Test func aGridsRowsKeepTheirStatePerId() {
        let host = ViewHost(Accounts())
        let second = host.actionables[1].id
        #expect(host.activate(second))
        #expect(host.resolved.texts == ["rent", "+ 0", "food", "+ 1", "Drop first"])
        #expect(host.tap("Drop first"))
        #expect(host.resolved.texts == ["food", "+ 1", "Drop first"])
        #expect(host.bodyEvaluations["Tile"] == 3)
    }
}
