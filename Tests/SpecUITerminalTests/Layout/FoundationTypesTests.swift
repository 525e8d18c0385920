import SpecUI
import Testing

@testable import SpecUITerminal

// No `import Foundation`: `import SpecUI` brings it, as `import SwiftUI` does.

private struct Reading: Identifiable {
    let id = UUID()
    var label: String
    var value: Double
}

private struct ReadingsView: View {
    @State private var readings = [Reading(label: "min", value: 1.25), Reading(label: "max", value: 9.5)]
    let taken = Date(timeIntervalSince1970: 86_400)

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(readings) { reading in
                Text(reading.label + " " + String(format: "%.1f", reading.value))
            }
            Text("day \(Int(taken.timeIntervalSince1970 / 86_400))")
            Button("Reverse") { readings.reverse() }
        }
    }
}

@MainActor
@Suite struct FoundationTypesTests {
    @Test func aViewUsesFoundationsTypesWithOnlyImportSpecUI() {
        let size = TerminalSize(columns: 12, rows: 4)
        // The VStack is centred in the frame, its lines leading-aligned.
        #expect(
            TerminalRenderer.snapshot(ReadingsView(), size: size).lines == [
                "  min 1.2   ", "  max 9.5   ", "  day 1     ", "  Reverse   ",
            ])
        let reversed = TerminalRenderer.snapshot(ReadingsView(), size: size, events: [.key(.tab), .key(.enter)])
        #expect(reversed.lines == ["  max 9.5   ", "  min 1.2   ", "  day 1     ", "  Reverse   "])
    }
}
