import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct GaugeAndAsyncImageTests {
    @Test func aGaugeIsABarUnderItsLabels() {
        let battery = Gauge(value: 75.0, in: 0...100) {
            Text("Battery")
        } currentValueLabel: {
            Text("75%")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("100")
        }
        .gaugeStyle(.accessoryCircular)
        let plainBar = ProgressView(value: 0.75).frame(width: 8)
        let lines = renderedLines(battery, columns: 14, rows: 2)
        #expect(lines[0] == "Battery    75%")
        #expect(lines[1] == "0 " + renderedLines(plainBar, columns: 8, rows: 1)[0] + " 100")
    }

    @Test func aGaugeWithOnlyALabelClampsItsValue() {
        let full = Gauge(value: 2.0) { Text("Load") }
        let lines = renderedLines(full, columns: 10, rows: 2)
        #expect(lines[0] == "Load      ")
        #expect(lines[1] == renderedLines(ProgressView(value: 1), columns: 10, rows: 1)[0])
    }

    @Test func anAsyncImageStaysInItsPlaceholder() {
        let avatar = AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
            image.resizable()
        } placeholder: {
            Text("loading")
        }
        #expect(renderedLines(avatar, columns: 7, rows: 1) == ["loading"])
        let phased = AsyncImage(url: nil) { phase in
            if phase.image != nil { Text("image") } else if phase.error != nil { Text("failed") } else { Text("empty") }
        }
        #expect(renderedLines(phased, columns: 5, rows: 1) == ["empty"])
        #expect(backgroundCells(AsyncImage(url: nil).frame(width: 3, height: 1), columns: 3, rows: 1) == ["███"])
    }
}
