import SpecUI
import Testing

@testable import SpecUITerminal

/// A row whose icon column and gap are scaled metrics, as an accessible layout writes them.
private struct ScaledRow: View {
    @ScaledMetric private var iconWidth: CGFloat = 4
    @ScaledMetric(relativeTo: .largeTitle) private var gap = 2.0

    var body: some View {
        HStack(spacing: gap) {
            Image(systemName: "star").frame(width: iconWidth, alignment: .leading)
            Text("\(iconWidth, specifier: "%.0f")x\(gap, specifier: "%.0f")")
        }
    }
}

@MainActor
@Suite struct ScaledMetricTests {
    /// A terminal's text has one size, so a scaled metric is its base value at every Dynamic Type size.
    @Test func aScaledMetricIsItsBaseValueAtEveryTypeSize() {
        let expected = ["☆     4x2 "]
        #expect(renderedLines(ScaledRow(), columns: 10, rows: 1) == expected)
        #expect(renderedLines(ScaledRow().dynamicTypeSize(.accessibility5), columns: 10, rows: 1) == expected)
        #expect(renderedLines(ScaledRow().dynamicTypeSize(.xSmall), columns: 10, rows: 1) == expected)
    }
}
