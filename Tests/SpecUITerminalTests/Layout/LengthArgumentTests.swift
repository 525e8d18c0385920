import SpecUI
import Testing

@testable import SpecUITerminal

/// A card laid out with every length written as a literal, as SwiftUI code writes most of them.
private struct LiteralCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            HStack(spacing: 2) {
                Text("A").frame(width: 3, height: 1, alignment: .leading)
                Text("B").padding(.leading, 1)
            }
            Text("C").frame(minWidth: 2, idealWidth: 4, maxWidth: .infinity, minHeight: 1, alignment: .trailing)
            LazyVStack(spacing: 0) { Text("D") }
            LazyHStack(spacing: 1) {
                Text("E")
                Spacer(minLength: 1)
                Text("F")
            }
            Grid(horizontalSpacing: 1, verticalSpacing: 0) {
                GridRow {
                    Text("G")
                    Text("H")
                }
            }
        }
        .padding(1)
        .padding(EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 0))
    }
}

/// The same card with its lengths in variables: `Double`s, which SE-0307 converts to SwiftUI's `CGFloat`, and
/// `CGFloat`s and `CGFloat?`s, as code computing them from geometry has.
private struct VariableCard: View {
    let one: Double = 1
    let two: Double = 2
    let zero: Double = 0
    let width: CGFloat? = 3
    let height: CGFloat? = 1
    let ideal: CGFloat? = 4
    let wide: CGFloat? = .infinity
    let gap: CGFloat? = 1
    let none: CGFloat? = 0
    let inset: CGFloat = 1

    var body: some View {
        VStack(alignment: .leading, spacing: gap) {
            HStack(spacing: two) {
                Text("A").frame(width: width, height: height, alignment: .leading)
                Text("B").padding(.leading, one)
            }
            Text("C").frame(minWidth: two, idealWidth: ideal, maxWidth: wide, minHeight: one, alignment: .trailing)
            LazyVStack(spacing: none) { Text("D") }
            LazyHStack(spacing: one) {
                Text("E")
                Spacer(minLength: gap)
                Text("F")
            }
            Grid(horizontalSpacing: gap, verticalSpacing: zero) {
                GridRow {
                    Text("G")
                    Text("H")
                }
            }
        }
        .padding(inset)
        .padding(EdgeInsets(top: zero, leading: inset, bottom: 0, trailing: zero))
    }
}

@MainActor
@Suite struct LengthArgumentTests {
    @Test func lengthsInLiteralsDoublesAndCGFloatsLayOutTheSameCard() {
        let expected = [
            "          ",
            "  A     B ",
            "          ",
            "        C ",
            "          ",
            "     D    ",
            "          ",
            "  E     F ",
            "          ",
            "  G H     ",
            "          ",
        ]
        #expect(renderedLines(LiteralCard(), columns: 10, rows: 11) == expected)
        #expect(renderedLines(VariableCard(), columns: 10, rows: 11) == expected)
    }

    @Test func theOtherLengthsTakeCGFloatsAsSwiftUIDeclaresThem() {
        let length: CGFloat = 2
        let optional: CGFloat? = 1
        let number: Double = 1
        let none: CGFloat = 0
        let nothing: Double = 0
        let decorated = Text("Hi")
            .lineSpacing(length)
            .offset(x: none, y: nothing)
            .offset(x: 0)
            .aspectRatio(optional, contentMode: .fit)
            .cornerRadius(length, antialiased: false)
            .shadow(color: .black, radius: length, x: number, y: 1)
            .scaleEffect(length)
            .scaleEffect(x: number, y: length)
            .blur(radius: length)
            .minimumScaleFactor(0.5)
            .kerning(number)
            .tracking(length)
            .baselineOffset(1)
            .border(.gray, width: length)
            .safeAreaInset(edge: .bottom, spacing: optional) { Text("Bar") }
            .navigationSplitViewColumnWidth(min: optional, ideal: length, max: nil)
            .onLongPressGesture(minimumDuration: 1, maximumDistance: length) {}
        let shapes = HStack(spacing: optional) {
            Circle().stroke(.red, lineWidth: length)
            Capsule().strokeBorder(.blue, lineWidth: number)
            RadialGradient(
                colors: [.red, .blue], center: UnitPoint(x: length / 4, y: 0.5), startRadius: 0, endRadius: length)
        }
        let grid = LazyVGrid(columns: [
            GridItem(.fixed(length), spacing: optional), GridItem(.flexible(minimum: number)),
        ]) {
            Text("1")
            Text("2")
        }
        _ = (shapes, grid, LongPressGesture(maximumDistance: length), AnyTransition.offset(x: length))
        _ = (
            Font.system(size: length * 8), PresentationDetent.fraction(length / 4),
            Gradient.Stop(color: .red, location: 0.5)
        )
        #expect(
            renderedLines(decorated, columns: 8, rows: 5) == [
                "  ┌──┐  ", "  │Hi│  ", "  └──┘  ", "        ", "  Bar   ",
            ])
    }

    @Test func aProgressViewTakesAnyFloatingPointValue() {
        let done: Float = 3
        let total: CGFloat = 4
        let bars = VStack(spacing: 0) {
            ProgressView(value: done, total: 4)
            ProgressView("Sync", value: total / 8)
        }
        #expect(
            renderedLines(bars, columns: 10, rows: 3) == ["[######--]", "Sync      ", "[####----]"])
    }
}
