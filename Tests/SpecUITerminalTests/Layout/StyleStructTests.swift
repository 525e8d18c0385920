import Foundation
import SpecUI
import Testing

@testable import SpecUITerminal

/// A date picker, a progress view and a material, styled by the styles' structs or by their members.
private struct Styled: View {
    let byStructs: Bool
    @State private var due = Date(timeIntervalSinceReferenceDate: 0)

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if byStructs {
                DatePicker("Due", selection: $due, displayedComponents: .date).datePickerStyle(WheelDatePickerStyle())
                ProgressView(value: 0.5).progressViewStyle(CircularProgressViewStyle(tint: .red))
                Text("glass").background(Material.thin)
            } else {
                DatePicker("Due", selection: $due, displayedComponents: .date).datePickerStyle(.wheel)
                ProgressView(value: 0.5).progressViewStyle(.circular)
                Text("glass").background(.thinMaterial)
            }
        }
    }
}

/// SwiftUI's style structs (`WheelDatePickerStyle()`) and `Material`'s own members draw as the members they stand
/// for do.
@MainActor
@Suite struct StyleStructTests {
    @Test func aStylesStructDrawsAsItsMember() {
        let size = TerminalSize(columns: 30, rows: 3)
        let byStructs = TerminalRenderer.snapshot(Styled(byStructs: true), size: size, color: .ansi16).ansi
        let byMembers = TerminalRenderer.snapshot(Styled(byStructs: false), size: size, color: .ansi16).ansi
        #expect(byStructs == byMembers)
        #expect(byStructs.contains("glass"))
        #expect(byStructs.contains("[#"))
    }
}
