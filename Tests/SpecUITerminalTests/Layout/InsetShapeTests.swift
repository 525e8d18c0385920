import SpecUI
import Testing

@testable import SpecUITerminal

/// An insettable shape of one's own: a diamond that remembers how far in it is drawn.
private struct Diamond: InsettableShape {
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let room = rect.insetBy(dx: insetAmount, dy: insetAmount)
        var path = Path()
        path.move(to: CGPoint(x: room.midX, y: room.minY))
        path.addLine(to: CGPoint(x: room.maxX, y: room.midY))
        path.addLine(to: CGPoint(x: room.midX, y: room.maxY))
        path.addLine(to: CGPoint(x: room.minX, y: room.midY))
        path.closeSubpath()
        return path
    }

    func inset(by amount: CGFloat) -> Diamond {
        Diamond(insetAmount: insetAmount + amount)
    }
}

/// `inset(by:)` draws a shape in its room less that many cells on every side: columns at the sides, rows at the
/// top and bottom, as `padding` measures them.
@MainActor
@Suite struct InsetShapeTests {
    @Test func anInsetRectangleIsDrawnInsideItsRoom() {
        #expect(
            renderedLines(Rectangle().inset(by: 1).stroke(.blue), columns: 8, rows: 4) == [
                "        ",
                " ┌────┐ ",
                " └────┘ ",
                "        ",
            ])
        #expect(
            renderedLines(Rectangle().inset(by: 1).fill(.blue), columns: 8, rows: 4) == [
                "        ",
                " ██████ ",
                " ██████ ",
                "        ",
            ])
    }

    @Test func eachShapeInsetDrawsAsTheShapeInPaddedRoom() {
        let (columns, rows) = (14, 7)
        func same(_ inset: some View, _ padded: some View) {
            let expected = renderedLines(padded, columns: columns, rows: rows)
            #expect(expected.contains { $0.contains { $0 != " " } })
            #expect(renderedLines(inset, columns: columns, rows: rows) == expected)
        }
        same(Circle().inset(by: 1).fill(.red), Circle().fill(.red).padding(1))
        same(Ellipse().inset(by: 2).stroke(.red), Ellipse().stroke(.red).padding(2))
        same(Capsule().inset(by: 1).stroke(.red), Capsule().stroke(.red).padding(1))
        // A rounded rectangle's corners stay concentric: their radius shrinks by the inset.
        same(
            RoundedRectangle(cornerRadius: 6).inset(by: 2).fill(.red),
            RoundedRectangle(cornerRadius: 4).fill(.red).padding(2))
        // Insets add up.
        same(Capsule().inset(by: 1).inset(by: 1).fill(.red), Capsule().fill(.red).padding(2))
        // A shape of one's own insets itself.
        same(Diamond().inset(by: 1).stroke(.red), Diamond().stroke(.red).padding(1))
        // A border stroked inside an inset shape.
        same(Rectangle().inset(by: 1).strokeBorder(.red), Rectangle().strokeBorder(.red).padding(1))
    }

    @Test func aNegativeInsetGrowsTheShapePastItsRoomWhereItIsCut() {
        // The outline lies outside the room: only the fill inside it shows.
        #expect(renderedLines(Rectangle().inset(by: -1).stroke(.blue), columns: 4, rows: 2) == ["    ", "    "])
        #expect(renderedLines(Rectangle().inset(by: -1).fill(.blue), columns: 4, rows: 2) == ["████", "████"])
    }

    @Test func aViewClippedToAnInsetShapeShowsOnlyInsideIt() {
        let clipped = Rectangle().fill(.blue).clipShape(Rectangle().inset(by: 1))
        #expect(renderedLines(clipped, columns: 6, rows: 3) == ["      ", " ████ ", "      "])
    }

    @Test func anInsettableShapeIsUsableThroughItsProtocol() {
        func ring(_ shape: some InsettableShape) -> some View {
            shape.inset(by: 1).stroke(.green)
        }
        #expect(
            renderedLines(ring(Rectangle()), columns: 6, rows: 4)
                == renderedLines(Rectangle().stroke(.green).padding(1), columns: 6, rows: 4))
    }
}
