import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct ProgressViewStyleTests {
    @Test func everyProgressViewStyleDrawsTheBarOrTheSpinner() {
        let views = VStack(alignment: .leading, spacing: 0) {
            ProgressView().progressViewStyle(.circular)
            ProgressView("Loading").progressViewStyle(.linear)
            ProgressView(value: 0.5).progressViewStyle(.circular)
            ProgressView(value: 0.5).progressViewStyle(.linear)
            ProgressView(value: 0.5).progressViewStyle(.automatic)
        }
        .frame(width: 12)
        #expect(
            renderedLines(views, columns: 12, rows: 5) == [
                "⠋           ", "⠋ Loading   ", "[#####-----]", "[#####-----]", "[#####-----]",
            ])
    }

    /// Labels of views go where a title goes, beside the spinner and above the bar; the current value's label
    /// goes below the bar.
    @Test func labelsOfViewsAreDrawnAroundTheIndicator() {
        let water = 3.0
        let views = VStack(alignment: .leading, spacing: 0) {
            ProgressView { Label("Syncing", systemImage: "arrow.triangle.2.circlepath") }
            ProgressView(value: water, total: 8) { Text("Water").bold() }
            ProgressView(value: water, total: 6) {
                Text("Steps")
            } currentValueLabel: {
                Text("\(Int(water)) of 6")
            }
        }
        .frame(width: 14, alignment: .leading)
        #expect(
            renderedLines(views, columns: 14, rows: 6) == [
                "⠋ ⟳ Syncing   ", "Water         ", "[#####-------]", "Steps         ", "[######------]",
                "3 of 6        ",
            ])
    }

    /// A bar's title too long for its width wraps above the bar, as a `Text` does, and the bar stays whole on
    /// the row below it.
    @Test func aLongTitleWrapsAboveTheBar() {
        let progress = ProgressView("Uploading the holiday photos", value: 0.5).frame(width: 12)
        let screen = VStack(spacing: 0) {
            progress
            Text("next")
        }
        #expect(
            renderedLines(screen, columns: 12, rows: 5) == [
                "Uploading   ", "the holiday ", "photos      ", "[#####-----]", "    next    ",
            ])
    }
}
