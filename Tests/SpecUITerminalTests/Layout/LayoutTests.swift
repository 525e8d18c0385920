import SpecUI
import Testing

@testable import SpecUITerminal

/// A custom root view, as every preview has one.
private struct Screen<Content: View>: View {
    let content: Content

    var body: some View { content }
}

@MainActor
private func lines(_ view: some View, columns: Int, rows: Int, rtl: Bool = false) -> [String] {
    TerminalRenderer.snapshot(
        Screen(content: view), size: TerminalSize(columns: columns, rows: rows),
        layoutDirection: rtl ? .rightToLeft : .leftToRight
    ).lines
}

@MainActor
@Suite struct LayoutTests {
    @Test func lengthsBeyondIntAreHugeNotATrap() {
        let huge = Double(Int.max)
        #expect(
            lines(
                VStack(spacing: huge) {
                    Text("ab").frame(maxWidth: huge).border(.gray)
                }, columns: 6, rows: 3) == ["┌────┐", "│ ab │", "└────┘"])
        #expect(lines(Text("ab").padding(huge), columns: 4, rows: 1) == ["    "])
        #expect(lines(Text("ab").frame(width: huge, height: huge), columns: 4, rows: 1) == [" ab "])
    }

    @Test func paddingInsideABorderDiffersFromPaddingOutside() {
        #expect(
            lines(Text("Hi").padding().border(.gray), columns: 8, rows: 5) == [
                " ┌────┐ ",
                " │    │ ",
                " │ Hi │ ",
                " │    │ ",
                " └────┘ ",
            ])
        #expect(
            lines(Text("Hi").border(.gray).padding(), columns: 8, rows: 5) == [
                "        ",
                "  ┌──┐  ",
                "  │Hi│  ",
                "  └──┘  ",
                "        ",
            ])
    }

    @Test func aBorderIsDrawnOnTheBoundsOfAFixedFrameAndItsTextLaidOutInside() {
        // As SwiftUI strokes the frame's bounds: the frame keeps its seven columns with the border on its edges.
        #expect(
            lines(Text("Hello world").frame(width: 7).border(.gray), columns: 9, rows: 4) == [
                " ┌─────┐ ", " │Hello│ ", " │world│ ", " └─────┘ ",
            ])
        // A frame as narrow as the bordered frame shows all of the border, none of it cut off outside.
        #expect(
            lines(VStack { Text("Hello world").frame(width: 7).border(.gray) }.frame(width: 7), columns: 9, rows: 4)
                == [" ┌─────┐ ", " │Hello│ ", " │world│ ", " └─────┘ "])
        // Through modifiers that neither size nor place, and with the frame's alignment inside the border.
        #expect(
            lines(
                Text("Hi").frame(width: 6, height: 3, alignment: .leading).foregroundColor(.red).border(.gray),
                columns: 6, rows: 3) == ["┌────┐", "│Hi  │", "└────┘"])
    }

    @Test func framesWrittenOneOnAnotherKeepTheirSizesTogetherWithTheBorderOnTheirEdges() {
        // `frame: {width: 8, maxHeight: 3}` is generated as two frames: the width stays eight columns.
        #expect(
            lines(Text("abc").frame(width: 8).frame(maxHeight: 3).border(.gray), columns: 10, rows: 3) == [
                " ┌──────┐ ", " │ abc  │ ", " └──────┘ ",
            ])
        // And the height stays three rows, inside a frame as wide as its maximum.
        #expect(
            lines(Text("abc").frame(height: 3).frame(maxWidth: 12).border(.gray), columns: 14, rows: 5) == [
                "              ", " ┌──────────┐ ", " │   abc    │ ", " └──────────┘ ", "              ",
            ])
        // The outermost frame sizing an axis holds the border along it; a frame inside it that fits keeps its size.
        #expect(
            lines(Text("abcdefg").frame(width: 7).frame(maxWidth: 11).border(.gray), columns: 13, rows: 3) == [
                " ┌─────────┐ ", " │ abcdefg │ ", " └─────────┘ ",
            ])
        #expect(
            lines(Text("abcdefg").frame(width: 7).frame(width: 9).border(.gray), columns: 11, rows: 3) == [
                " ┌───────┐ ", " │abcdefg│ ", " └───────┘ ",
            ])
        // A maximum at the size inside it, or a minimum below it, leaves the box the size the frames make.
        #expect(
            lines(Text("ab").frame(height: 3).frame(maxHeight: 3).border(.gray), columns: 6, rows: 5) == [
                "      ", " ┌──┐ ", " │ab│ ", " └──┘ ", "      ",
            ])
        #expect(
            lines(Text("abcd").frame(width: 10).frame(minWidth: 4).border(.gray), columns: 12, rows: 3) == [
                " ┌────────┐ ", " │  abcd  │ ", " └────────┘ ",
            ])
        // An infinite maximum fills the proposal, with the fixed dimension and the alignment kept inside the border.
        #expect(
            lines(
                Text("ab").frame(width: 6).frame(maxHeight: .infinity, alignment: .bottom).border(.gray),
                columns: 8, rows: 4) == [" ┌────┐ ", " │    │ ", " │ ab │ ", " └────┘ "])
    }

    @Test func edgeInsetsPadEachEdgeByItsOwnLengthWithLeadingMirroredRightToLeft() {
        let padded = Text("Hi").padding(EdgeInsets(top: 1, leading: 3, bottom: 0, trailing: 1)).border(.gray)
        #expect(lines(padded, columns: 8, rows: 4) == ["┌──────┐", "│      │", "│   Hi │", "└──────┘"])
        #expect(lines(padded, columns: 8, rows: 4, rtl: true) == ["┌──────┐", "│      │", "│ Hi   │", "└──────┘"])
        // Rounded to whole cells; a negative length is no padding.
        let rounded = Text("Hi").padding(EdgeInsets(top: -2, leading: 0.6, trailing: 0.4)).border(.gray)
        #expect(lines(rounded, columns: 5, rows: 3) == ["┌───┐", "│ Hi│", "└───┘"])
    }

    @Test func spacerPushesTextsToTheEdges() {
        let view = HStack {
            Text("Left")
            Spacer()
            Text("Right")
        }
        #expect(lines(view, columns: 16, rows: 1) == ["Left       Right"])
    }

    @Test func aTextFieldTakesWhatItsFixedSiblingsLeave() {
        let view = HStack {
            TextField("New task", text: .constant(""))
            Button("Add") {}
            Button("Add to top") {}
        }
        // The field is the most flexible child, so it is sized last and takes the rest, as in SwiftUI.
        #expect(lines(view, columns: 40, rows: 1) == ["New task                  Add Add to top"])
    }

    @Test func aSpacerTakesOnlyWhatTextBesideItLeaves() {
        let row = HStack {
            Text("A message that needs most of the line")
            Spacer(minLength: 4)
        }
        // The text is sized before the spacer, which keeps its minimum: a chat bubble, not half a line.
        #expect(lines(row, columns: 44, rows: 1) == ["A message that needs most of the line       "])
        let column = VStack {
            Text("one two three four five six seven eight nine ten")
            Spacer()
        }
        #expect(
            lines(column, columns: 20, rows: 4) == [
                "one two three four  ", "five six seven eight", "nine ten            ", "                    ",
            ])
    }

    @Test func aSpacerAndAGreedyViewShareWhatIsLeft() {
        let column = VStack {
            Text("top")
            Spacer()
            Text("fill").frame(maxHeight: .infinity).border(.gray)
        }
        #expect(
            lines(column, columns: 6, rows: 7) == [
                " top  ", "      ", "      ", "      ", "┌────┐", "│fill│", "└────┘",
            ])
        let row = HStack(spacing: 0) {
            Spacer()
            Text("mid").frame(maxWidth: .infinity).border(.gray)
            Spacer()
        }
        #expect(lines(row, columns: 15, rows: 3) == ["     ┌───┐     ", "     │mid│     ", "     └───┘     "])
    }

    @Test func textCutShortEndsInAnEllipsis() {
        #expect(
            lines(Text("The quick brown fox jumps").frame(width: 10, height: 2), columns: 10, rows: 2) == [
                "The quick ", "brown fox…",
            ])
        let row = HStack {
            Text("Supercalifragilistic")
            Text("end")
        }
        #expect(lines(row.frame(width: 12, height: 1), columns: 12, rows: 1) == ["Superca… end"])
    }

    @Test func infiniteMaxWidthFrameFillsAndAlignsLeading() {
        let view = VStack {
            Text("Title").frame(maxWidth: .infinity, alignment: .leading)
            Text("Body")
        }
        #expect(lines(view, columns: 12, rows: 2) == ["Title       ", "    Body    "])
    }

    @Test func nestedStacksUseTheirSpacing() {
        let view = VStack(alignment: .leading, spacing: 1) {
            HStack {
                Text("a")
                Text("b")
            }
            HStack(spacing: 3) {
                Text("c")
                Text("d")
            }
            Text("e")
        }
        #expect(lines(view, columns: 5, rows: 5) == ["a b  ", "     ", "c   d", "     ", "e    "])
    }

    @Test func zStackAlignsItsChildren() {
        let view = ZStack(alignment: .bottomTrailing) {
            Text("").frame(width: 6, height: 3)
            Text("X")
        }
        #expect(lines(view, columns: 6, rows: 3) == ["      ", "      ", "     X"])
    }

    @Test func rightToLeftMirrorsAnHStackAndLeadingAlignment() {
        let view = VStack(alignment: .leading) {
            HStack {
                Text("أ")
                Text("ب")
            }
            Text("long line")
        }
        #expect(lines(view, columns: 9, rows: 2, rtl: true) == ["      ب أ", "long line"])
        #expect(lines(view, columns: 9, rows: 2) == ["أ ب      ", "long line"])
    }

    @Test func textWrapsByDisplayWidth() {
        #expect(lines(Text("日本語のテキスト abc"), columns: 6, rows: 4) == ["日本語", "のテキ", "スト  ", "abc   "])
        #expect(lines(Text("the quick brown fox"), columns: 10, rows: 3) == ["the quick ", "brown fox ", "          "])
    }

    @Test func dividerSpansTheStack() {
        let view = VStack {
            Text("Top")
            Divider()
            Text("Bottom")
        }
        #expect(lines(view, columns: 8, rows: 3) == ["  Top   ", "────────", " Bottom "])
    }

    /// Offered no height, a divider in a row takes none of its own, and is as tall as the row (`fixedSize` on a row
    /// with a divider, a row of a list or of a vertical scroll view), so the views around the row keep their rows.
    @Test func aDividerInARowOfferedNoHeightIsAsTallAsTheRow() {
        let row = HStack(alignment: .top) {
            Text("a")
            Divider()
            Text("b")
        }
        let fixed = VStack {
            Text("above")
            row.fixedSize(horizontal: false, vertical: true)
            Text("below")
        }
        #expect(lines(fixed, columns: 9, rows: 5) == ["         ", "  above  ", "  a │ b  ", "  below  ", "         "])
        #expect(lines(row.fixedSize(), columns: 7, rows: 1) == [" a │ b "])
        let scrolled = ScrollView {
            VStack {
                Text("title")
                row
                Text("after")
            }
        }
        #expect(lines(scrolled, columns: 7, rows: 4) == [" title ", " a │ b ", " after ", "       "])
        let tall = HStack {
            VStack {
                Text("1")
                Text("2")
            }
            Divider()
            Text("b")
        }
        #expect(lines(tall.fixedSize(), columns: 5, rows: 2) == ["1 │ b", "2 │  "])
    }

    /// Offered no height, a list is as tall as its rows, so the views around it keep their rows; a row holding a
    /// divider is one row tall.
    @Test func aListOfferedNoHeightIsAsTallAsItsRows() {
        let scrolled = ScrollView {
            VStack {
                Text("top")
                List {
                    HStack(alignment: .top) {
                        Text("Name")
                        Divider()
                        Text("Value")
                    }
                    Text("next")
                }
                Text("bottom")
            }
        }
        #expect(
            lines(scrolled, columns: 14, rows: 5) == [
                "     top      ", "Name │ Value  ", "next          ", "    bottom    ", "              ",
            ])
        let fixed = VStack {
            Text("top")
            List { Text("1") }.fixedSize()
            Text("bottom")
        }
        #expect(lines(fixed, columns: 8, rows: 3) == ["  top   ", "   1    ", " bottom "])
    }

    @Test func progressOutOfRangeIsClampedAndInfinityIsAllDone() {
        let bars = VStack {
            ProgressView(value: 1.5)
            ProgressView(value: Double.infinity)
            ProgressView(value: -Double.infinity)
            ProgressView(value: Double.nan)
        }
        #expect(lines(bars.frame(width: 6), columns: 6, rows: 4) == ["[####]", "[####]", "[----]", "[----]"])
    }

    @Test func controlsDrawAsText() {
        struct Controls: View {
            @State var isOn = true
            @State var count = 3
            @State var name = ""
            var body: some View {
                VStack(alignment: .leading) {
                    Toggle("Wi-Fi", isOn: $isOn)
                    Stepper("Qty \(count)", value: $count)
                    TextField("Name", text: $name)
                    ProgressView(value: 0.5)
                    Image(systemName: "star.fill")
                    Image(systemName: "unknown.symbol")
                }
            }
        }
        #expect(
            lines(Controls().frame(width: 20, alignment: .leading), columns: 20, rows: 6) == [
                "Wi-Fi            [x]",
                "Qty 3        [-] [+]",
                "Name                ",
                "[#########---------]",
                "★                   ",
                "[unknown.symbol]    ",
            ])
    }

    @Test func sectionHasAHeaderAboveItsContent() {
        let view = Section("Settings") {
            Text("Sound")
        }
        #expect(lines(view, columns: 10, rows: 2) == [" Settings ", " Sound    "])
    }

    @Test func paddedTextKeepsItsWrappedLinesBesideAWrappingSibling() {
        let view = VStack {
            Text("one two three four five six seven eight nine ten").padding(2)
            Text("a b c d e f g h i j k l m n o p q r s t u v w x y z")
        }
        #expect(
            lines(view, columns: 24, rows: 14) == [
                "                        ",
                "                        ",
                "                        ",
                "                        ",
                "  one two three four    ",
                "  five six seven eight  ",
                "  nine ten              ",
                "                        ",
                "                        ",
                "a b c d e f g h i j k l ",
                "m n o p q r s t u v w x ",
                "y z                     ",
                "                        ",
                "                        ",
            ])
    }

    @Test func borderedTextKeepsItsWrappedLinesBesideAWrappingSibling() {
        let view = VStack {
            Text("one two three four five six seven eight nine ten").border(.gray)
            Text("a b c d e f g h i j k l m n o p q r s t u v w x y z")
        }
        #expect(
            lines(view, columns: 22, rows: 10) == [
                "                      ",
                "┌────────────────────┐",
                "│one two three four  │",
                "│five six seven eight│",
                "│nine ten            │",
                "└────────────────────┘",
                "a b c d e f g h i j k ",
                "l m n o p q r s t u v ",
                "w x y z               ",
                "                      ",
            ])
    }

    @Test func aFrameAlignsContentTallerThanItselfAndShowsWhatFallsInside() {
        func rows(_ alignment: Alignment) -> [String] {
            let view = VStack {
                Text("r1")
                Text("r2")
                Text("r3")
                Text("r4")
                Text("r5")
            }
            return lines(
                VStack {
                    Text("^^^^")
                    view.frame(width: 4, height: 3, alignment: alignment)
                    Text("vvvv")
                }, columns: 4, rows: 5)
        }
        #expect(rows(.top) == ["^^^^", " r1 ", " r2 ", " r3 ", "vvvv"])
        #expect(rows(.center) == ["^^^^", " r2 ", " r3 ", " r4 ", "vvvv"])
        #expect(rows(.bottom) == ["^^^^", " r3 ", " r4 ", " r5 ", "vvvv"])
    }

    @Test func contentTallerThanTheScreenIsCentered() {
        let view = VStack {
            Text("r1")
            Text("r2")
            Text("r3")
            Text("r4")
            Text("r5")
        }
        #expect(lines(view, columns: 2, rows: 3) == ["r2", "r3", "r4"])
    }

    @Test func indeterminateProgressHasAFixedSizeAndIsCentered() {
        let view = VStack {
            ProgressView(value: nil as Double?).border(.gray)
            Text("loading data")
        }
        #expect(
            lines(view, columns: 14, rows: 4) == [
                "     ┌─┐      ", "     │⠋│      ", "     └─┘      ", " loading data ",
            ])
        #expect(lines(HStack { ProgressView("Wait") }, columns: 10, rows: 1) == ["  ⠋ Wait  "])
    }

    @Test func rightToLeftMirrorsToggleStepperAndProgressFill() {
        struct Controls: View {
            @State var isOn = true
            @State var count = 3
            var body: some View {
                VStack(alignment: .leading) {
                    Toggle("Wi-Fi", isOn: $isOn)
                    Stepper("Qty \(count)", value: $count)
                    ProgressView(value: 0.25)
                }
            }
        }
        #expect(
            lines(Controls().frame(width: 16, alignment: .leading), columns: 16, rows: 3, rtl: true) == [
                "[x]        Wi-Fi",
                "[+] [-]    Qty 3",
                "[----------####]",
            ])
    }
}
