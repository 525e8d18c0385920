import SpecUI
import Testing

/// A row that focuses through its parent's focus state.
private struct NameRow: View {
    @FocusState.Binding var isFocused: Bool
    @Binding var name: String

    var body: some View {
        TextField("Name", text: $name).focused($isFocused)
    }
}

/// A group whose first enabled control takes focus, and a parent that focuses it as it appears.
private struct ProfileForm: View {
    @State private var name = ""
    @FocusState private var isNameFocused: Bool
    @FocusState private var isGroupFocused: Bool

    var body: some View {
        VStack {
            NameRow(isFocused: $isNameFocused, name: $name)
            VStack {
                Button("Locked") {}.disabled(true)
                Toggle("Public", isOn: .constant(false))
                Button("Save") {}
            }
            .focused($isGroupFocused)
            Text(isNameFocused ? "name" : isGroupFocused ? "group" : "none")
            Button("Options") { isGroupFocused = true }
        }
        .onAppear { isNameFocused = true }
    }
}

@MainActor
@Suite struct FocusStateBindingTests {
    private func focused(_ host: ViewHost) -> String? {
        host.actionables.first { $0.id == host.focusedControl }?.label
    }

    @Test func aWriteInOnAppearFocusesTheFieldAChildViewBindsToTheState() {
        let host = ViewHost(ProfileForm())
        #expect(focused(host) == "Name")
        #expect(host.resolved.texts == ["Locked", "Save", "name", "Options"])
        #expect(host.bodyEvaluations == ["ProfileForm": 2, "NameRow": 2])
    }

    @Test func writingTheStateOfAGroupFocusesItsFirstEnabledControl() {
        let host = ViewHost(ProfileForm())
        #expect(host.tap("Options"))
        #expect(focused(host) == "Public")
        #expect(host.resolved.texts == ["Locked", "Save", "group", "Options"])
        #expect(host.focus("Save"))
        #expect(host.resolved.texts == ["Locked", "Save", "group", "Options"])
        #expect(host.bodyEvaluations == ["ProfileForm": 3, "NameRow": 3])
    }
}
