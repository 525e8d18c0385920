import SpecUI
import Testing

/// A draft whose note is optional, edited through the binding to the note's value while it has one.
private struct NoteEditor: View {
    @State private var note: String? = "milk"
    @State private var isOn = false

    var body: some View {
        if let text = Binding($note) {
            TextField("Note", text: text)
        }
        Button("Clear") { note = nil }
        Toggle("Done", isOn: $isOn.animation())
        Text("note \(note ?? "none") \(isOn)")
    }
}

@MainActor
@Suite struct BindingConversionTests {
    @Test func anOptionalBindingUnwrapsWhileItHoldsAValue() {
        let host = ViewHost(NoteEditor())
        #expect(host.actionables.map(\.label) == ["Note", "Clear", "Done"])
        #expect(host.setText("Note", "eggs"))
        #expect(host.resolved.texts.last == "note eggs false")
        #expect(host.tap("Clear"))
        // With no value there is no binding, and so no field.
        #expect(host.actionables.map(\.label) == ["Clear", "Done"])
        // An animated binding writes as the binding does.
        #expect(host.tap("Done"))
        #expect(host.resolved.texts.last == "note none true")
    }

    @Test func anUnwrappedBindingReadsItsLastValueOnceTheBaseIsNil() throws {
        var stored: Int? = 3
        let base = Binding(get: { stored }, set: { stored = $0 })
        let unwrapped = try #require(Binding(base))
        stored = nil
        #expect(unwrapped.wrappedValue == 3)
        unwrapped.wrappedValue = 4
        #expect(stored == 4)
        stored = nil
        #expect(Binding(base) == nil)
    }

    @Test func anOptionalBindingToAValueIgnoresNil() {
        var stored = 1
        let optional = Binding<Int?>(Binding(get: { stored }, set: { stored = $0 }))
        #expect(optional.wrappedValue == 1)
        optional.wrappedValue = nil
        #expect(stored == 1)
        optional.wrappedValue = 2
        #expect(stored == 2)
    }
}
