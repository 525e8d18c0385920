import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct ShapeMemberTests {
    @Test func aShapeMemberClipsAsTheShapeItNames() {
        let member = Text("Hi").padding(1).background(.blue).clipShape(.rect(cornerRadius: 1))
        let shape = Text("Hi").padding(1).background(.blue).clipShape(RoundedRectangle(cornerRadius: 1))
        #expect(renderedLines(member, columns: 4, rows: 3) == ["╭──╮", "│Hi│", "╰──╯"])
        #expect(backgroundCells(member, columns: 4, rows: 3) == backgroundCells(shape, columns: 4, rows: 3))
        let capsule = Text("New").padding(1).background(.orange).clipShape(.capsule)
        #expect(renderedLines(capsule, columns: 5, rows: 3) == ["╭───╮", "│New│", "╰───╯"])
        let rect = Text("Hi").padding(1).background(.blue).clipShape(.rect)
        #expect(renderedLines(rect, columns: 4, rows: 3) == ["    ", " Hi ", "    "])
    }

    @Test func shapeMembersFillAndBackThePlacesAShapeGoes() {
        let avatar = Color.blue.frame(width: 12, height: 6).clipShape(.circle)
        let circle = Color.blue.frame(width: 12, height: 6).clipShape(Circle())
        #expect(backgroundCells(avatar, columns: 12, rows: 6) == backgroundCells(circle, columns: 12, rows: 6))
        #expect(
            backgroundCells(Color.blue.clipShape(.ellipse), columns: 8, rows: 4) == [
                ".######.", "########", "########", ".######.",
            ])
        #expect(
            backgroundCells(Color.blue.clipShape(.ellipse), columns: 8, rows: 4)
                == backgroundCells(Color.blue.clipShape(Ellipse()), columns: 8, rows: 4))
        let badge = Text("3").padding(.horizontal, 1).background(.red, in: .capsule)
        let capsule = Text("3").padding(.horizontal, 1).background(.red, in: Capsule())
        #expect(renderedLines(badge, columns: 3, rows: 1) == renderedLines(capsule, columns: 3, rows: 1))
        #expect(backgroundCells(badge, columns: 3, rows: 1) == backgroundCells(capsule, columns: 3, rows: 1))
        let square = Text("ok").background(.green, in: .rect(cornerSize: CGSize(width: 0, height: 0), style: .circular))
        #expect(backgroundCells(square, columns: 2, rows: 1) == ["ok"])
    }
}
