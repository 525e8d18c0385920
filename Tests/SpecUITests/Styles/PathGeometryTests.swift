import SpecUI
import Testing

@Suite struct PathGeometryTests {
    @Test func aPathKnowsWhereItsLastElementEnds() {
        var path = Path()
        #expect(path.currentPoint == nil && path.isEmpty)
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 4, y: 1))
        #expect(path.currentPoint == CGPoint(x: 4, y: 1))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
        #expect(path.elements == [.move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 4, y: 1)), .closeSubpath])
    }

    @Test func aLineWithoutACurrentPointStartsTheSubpath() {
        var path = Path()
        path.addLine(to: CGPoint(x: 2, y: 3))
        #expect(path.elements == [.move(to: CGPoint(x: 2, y: 3))])
    }

    @Test func containsFollowsTheWindingRuleOrTheEvenOddRule() {
        let nested = Path { path in
            path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        }
        #expect(nested.contains(CGPoint(x: 5, y: 5)))
        #expect(!nested.contains(CGPoint(x: 5, y: 5), eoFill: true))
        #expect(nested.contains(CGPoint(x: 1, y: 1), eoFill: true))
        #expect(!nested.contains(CGPoint(x: 11, y: 5)))
        // A point on the outline is inside.
        #expect(nested.contains(CGPoint(x: 10, y: 5)))
    }

    @Test func theBoundingRectHoldsTheCurvesNotTheirControlPoints() {
        let ellipse = Path(ellipseIn: CGRect(x: 2, y: 1, width: 8, height: 4))
        let bounds = ellipse.boundingRect
        #expect(abs(bounds.minX - 2) < 1e-9 && abs(bounds.maxX - 10) < 1e-9)
        #expect(abs(bounds.minY - 1) < 1e-9 && abs(bounds.maxY - 5) < 1e-9)
        #expect(Path().boundingRect.isNull)
    }

    @Test func anArcAddedWithoutClockwiseTurnsTheWayAnglesGrow() {
        var path = Path()
        path.addArc(
            center: CGPoint(x: 0, y: 0), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        // From the trailing side down to the bottom: y grows downward, as angles do.
        #expect(path.contains(CGPoint(x: 5, y: 5)) || path.boundingRect.maxY > 9.99)
        #expect(abs(path.boundingRect.maxY - 10) < 1e-6 && abs(path.boundingRect.minY) < 1e-6)
        var other = Path()
        other.addArc(
            center: CGPoint(x: 0, y: 0), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        // The other way round: three quarters, through the top and the leading side.
        #expect(abs(other.boundingRect.minY + 10) < 1e-6 && abs(other.boundingRect.minX + 10) < 1e-6)
    }

    @Test func trimmingKeepsThePartBetweenTwoFractionsOfTheLength() {
        let line = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 10, y: 0))
        }
        #expect(
            line.trimmedPath(from: 0.2, to: 0.5).elements == [
                .move(to: CGPoint(x: 2, y: 0)), .line(to: CGPoint(x: 5, y: 0)),
            ])
        // A closed subpath is trimmed along its closing line too.
        let square = Path(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(
            square.trimmedPath(from: 0.75, to: 1).elements == [
                .move(to: CGPoint(x: 0, y: 1)), .line(to: CGPoint(x: 0, y: 0)),
            ])
        #expect(line.trimmedPath(from: 0.6, to: 0.4).isEmpty)
    }

    @Test func anOffsetMovesEveryPoint() {
        let moved = Path(CGRect(x: 0, y: 0, width: 2, height: 1)).offsetBy(dx: 3, dy: 1)
        #expect(moved.boundingRect == CGRect(x: 3, y: 1, width: 2, height: 1))
    }
}
