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
}
