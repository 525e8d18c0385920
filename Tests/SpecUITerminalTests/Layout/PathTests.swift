import SpecUI
import Testing

@testable import SpecUITerminal

/// A shape of one's own, as a user writes it.
private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// An open path: a line chart through values from 0 to 1.
private struct Chart: Shape {
    var values: [Double]

    func path(in rect: CGRect) -> Path {
        Path { path in
            for (index, value) in values.enumerated() {
                let point = CGPoint(
                    x: rect.width * Double(index) / Double(values.count - 1), y: rect.height * (1 - value))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
        }
    }
}

@MainActor
@Suite struct PathTests {
    @Test func aShapeOfOnesOwnFillsTheCellsWhoseCentersItCovers() {
        let filled = [
            "     ██     ",
            "    ████    ",
            "   ██████   ",
            "  ████████  ",
            " ██████████ ",
            "████████████",
        ]
        #expect(renderedLines(Triangle().fill(.red), columns: 12, rows: 6) == filled)
        // As a view, a shape fills its room in the foreground style.
        #expect(renderedLines(Triangle(), columns: 12, rows: 6) == filled)
    }

    @Test func aStrokedPolygonDrawsItsSidesTheWayTheyRun() {
        #expect(
            renderedLines(Triangle().stroke(.red), columns: 12, rows: 6) == [
                "     ╱╲     ",
                "    ╱  ╲    ",
                "   ╱    ╲   ",
                "  ╱      ╲  ",
                " ╱        ╲ ",
                "────────────",
            ])
    }

    @Test func anOpenPathIsStrokedAlongItsLines() {
        #expect(
            renderedLines(Chart(values: [0, 0.5, 0.25, 1]).stroke(), columns: 12, rows: 5) == [
                "           ╱",
                "         ╱╱ ",
                "   ╱╲╲  ╱╱  ",
                " ╱╱╱ ╲╲╲╱   ",
                "╱╱          ",
            ])
    }

    @Test func linesThatMeetDrawTheirJunction() {
        let cross = Path { path in
            path.move(to: CGPoint(x: 0, y: 2))
            path.addLine(to: CGPoint(x: 10, y: 2))
            path.move(to: CGPoint(x: 5, y: 0))
            path.addLine(to: CGPoint(x: 5, y: 5))
        }
        #expect(
            renderedLines(cross.stroke(), columns: 10, rows: 5) == [
                "     │    ", "     │    ", "─────┼────", "     │    ", "     │    ",
            ])
    }

    @Test func aRectangularPathIsStrokedOnItsOwnOutermostCells() {
        let path = Path(CGRect(x: 1, y: 1, width: 6, height: 3))
        #expect(
            renderedLines(path.stroke(), columns: 10, rows: 5) == [
                "          ", " ┌────┐   ", " │    │   ", " └────┘   ", "          ",
            ])
        #expect(
            renderedLines(path.fill(), columns: 10, rows: 5) == [
                "          ", " ██████   ", " ██████   ", " ██████   ", "          ",
            ])
    }

    @Test func aCurvedClosedPathIsOutlinedAsARoundShapeIs() {
        let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 12, height: 6))
        #expect(
            renderedLines(ellipse.stroke(), columns: 12, rows: 6)
                == renderedLines(Circle().stroke(), columns: 12, rows: 6))
    }

    /// A rounded rectangle's path has its true corners, which its cells round by a row less (`╭` rounds that much).
    @Test func aRoundShapesPathCoversTheCellsItsOutlineDoes() {
        for shape in [AnyShape(Circle()), AnyShape(Ellipse())] {
            for (columns, rows) in [(12, 6), (16, 5), (9, 7)] {
                let path = shape.path(in: CGRect(x: 0, y: 0, width: columns, height: rows))
                #expect(
                    renderedLines(path.fill(), columns: columns, rows: rows)
                        == renderedLines(shape.fill(), columns: columns, rows: rows))
            }
        }
    }

    @Test func aTrimmedCircleIsARingThatFarRoundClockwiseFromItsTrailingSide() {
        #expect(
            renderedLines(Circle().trim(from: 0, to: 0.5).stroke(), columns: 12, rows: 6) == [
                "            ",
                "            ",
                "            ",
                "│          │",
                "╲╲        ╱╱",
                " ╲╲╲────╱╱╱ ",
            ])
        #expect(
            renderedLines(Circle().trim(from: 0.5, to: 0.5).stroke(), columns: 12, rows: 6).allSatisfy {
                $0.allSatisfy { $0 == " " }
            })
    }

    @Test func anEvenOddFillLeavesTheHoleOfANestedSubpath() {
        let frame = Path { path in
            path.addRect(CGRect(x: 0, y: 0, width: 10, height: 5))
            path.addRect(CGRect(x: 3, y: 1, width: 4, height: 3))
        }
        let holed = ["██████████", "███    ███", "███    ███", "███    ███", "██████████"]
        #expect(renderedLines(frame.fill(style: FillStyle(eoFill: true)), columns: 10, rows: 5) == holed)
        #expect(
            renderedLines(frame.fill(), columns: 10, rows: 5)
                == Array(repeating: String(repeating: "█", count: 10), count: 5))
    }

    @Test func aShapeOfOnesOwnClipsWhatItMasks() {
        let rows = VStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { _ in Text("##########") }
        }
        #expect(
            renderedLines(rows.clipShape(Triangle()), columns: 10, rows: 3) == [
                "    ##    ", "  ######  ", " ######## ",
            ])
    }

    @Test func anOffsetShapeMovesItsPath() {
        let moved = Rectangle().offset(x: 2, y: 1)
        #expect(
            renderedLines(moved.frame(width: 4, height: 2), columns: 8, rows: 3) == [
                "        ", "    ██  ", "        ",
            ])
    }
}
