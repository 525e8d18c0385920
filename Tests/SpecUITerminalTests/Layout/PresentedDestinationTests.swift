import SpecUI
import Testing

@testable import SpecUITerminal

private struct SignIn: View {
    @State private var isSignedIn = false
    @State private var visits = 0

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Text("in: \(isSignedIn)")
                Button("Sign in") { isSignedIn = true }
            }
            .navigationTitle("Start")
            .navigationDestination(isPresented: $isSignedIn) {
                VStack(alignment: .leading) {
                    Text("visits \(visits)")
                    Button("Visit") { visits += 1 }
                    Button("Out") { isSignedIn = false }
                }
                .navigationTitle("Home")
            }
        }
    }
}

private struct Notes: View {
    @State private var selected: String?

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Text("on: \(selected ?? "-")")
                ForEach(["Milk", "Tea"], id: \.self) { note in
                    Button(note) { selected = note }
                }
            }
            .navigationTitle("Notes")
            .navigationDestination(item: $selected) { note in
                VStack {
                    Text("Note \(note)")
                    Button("Next") { selected = note == "Milk" ? "Tea" : "Milk" }
                    Button("Close") { selected = nil }
                }
            }
        }
    }
}

@MainActor
@Suite struct PresentedDestinationTests {
    private let size = TerminalSize(columns: 10, rows: 4)

    @Test func aTrueBindingPushesTheDestinationAndGoingBackSetsItFalse() {
        let host = ViewHost(SignIn())
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines == [
                "Start     ", "in: false ", "Sign in   ", "          ",
            ])
        #expect(host.tap("Sign in"))
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines == [
                "‹Start    ", "Home      ", " visits 0 ", " Visit    ",
            ])
        #expect(host.tap("Start"))
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines == [
                "Start     ", "in: false ", "Sign in   ", "          ",
            ])
    }

    @Test func theDestinationFollowsThePresentersStateAndAFalseBindingGoesBack() {
        let host = ViewHost(SignIn())
        #expect(host.tap("Sign in"))
        #expect(host.tap("Visit"))
        #expect(host.tap("Visit"))
        let tall = TerminalSize(columns: 10, rows: 5)
        #expect(
            TerminalRenderer.snapshot(host: host, size: tall).lines == [
                "‹Start    ", "Home      ", " visits 2 ", " Visit    ", " Out      ",
            ])
        #expect(host.tap("Out"))
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines == [
                "Start     ", "in: false ", "Sign in   ", "          ",
            ])
        #expect(host.tap("Sign in"))
        #expect(TerminalRenderer.snapshot(host: host, size: tall).lines[2] == " visits 2 ")
    }

    @Test func anItemPushesItsDestinationWhileItIsNotNil() {
        let host = ViewHost(Notes())
        let size = TerminalSize(columns: 10, rows: 4)
        #expect(host.tap("Tea"))
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines == [
                "‹Notes    ", " Note Tea ", "   Next   ", "  Close   ",
            ])
        #expect(host.tap("Next"))
        #expect(TerminalRenderer.snapshot(host: host, size: size).lines[1] == "Note Milk ")
        #expect(host.tap("Notes"))
        #expect(
            TerminalRenderer.snapshot(host: host, size: size).lines == [
                "Notes     ", "  on: -   ", "  Milk    ", "  Tea     ",
            ])
        #expect(host.tap("Milk"))
        #expect(host.tap("Close"))
        #expect(TerminalRenderer.snapshot(host: host, size: size).lines[0] == "Notes     ")
    }
}
