import SpecUI
import Testing

private struct TypeSizeReader: View {
    @Environment(\.dynamicTypeSize) private var size

    var body: some View { Text("\(size)\(size.isAccessibilitySize ? " accessible" : "")") }
}

@MainActor
@Suite struct DynamicTypeSizeTests {
    @Test func theSizeIsLargeUntilOneIsSet() {
        #expect(ViewHost(TypeSizeReader()).resolved.texts == ["large"])
        #expect(
            ViewHost(TypeSizeReader().dynamicTypeSize(.accessibility2)).resolved.texts == ["accessibility2 accessible"])
    }
}
