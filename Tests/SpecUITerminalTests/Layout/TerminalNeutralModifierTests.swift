import SpecUI
import Testing

@testable import SpecUITerminal

@MainActor
@Suite struct TerminalNeutralModifierTests {
    @Test func modifiersATerminalHasNoCellsForLeaveTheViewAsItIs() {
        let plain = Text("Card").padding(1).background(.gray)
        let decorated =
            plain
            .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
            .contentShape(Rectangle())
            .presentationDetents([.medium, .fraction(0.3), .height(200), .large])
            .presentationDragIndicator(.visible)
            .presentationCornerRadius(12)
            .presentationCornerRadius(nil)
            .fontWidth(.condensed)
            .ignoresSafeArea(.keyboard, edges: .bottom)
            .controlSize(.large)
            .symbolRenderingMode(.hierarchical)
            .help("A card")
            .scrollContentBackground(.hidden)
            .scaleEffect(1.5)
            .scaleEffect(x: 2, y: 0.5, anchor: .topLeading)
            .scaleEffect(CGSize(width: 2, height: 2))
            .rotationEffect(.degrees(45), anchor: .bottom)
            .blur(radius: 3)
            .minimumScaleFactor(0.5)
            .allowsTightening(true)
            .scaledToFit()
            .scaledToFill()
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarBackground(Color.blue, for: .navigationBar, .tabBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
            .listRowSeparatorTint(.gray)
            .listSectionSeparator(.hidden, edges: .top)
            .headerProminence(.increased)
            .scrollIndicators(.hidden)
            .scrollDismissesKeyboard(.interactively)
            .contentTransition(.numericText(countsDown: true))
            .matchedGeometryEffect(id: 1, in: Namespace().wrappedValue)
            .textSelection(.enabled)
            .fontDesign(.rounded)
            .onHover { _ in }
            .kerning(1)
            .tracking(2)
            .baselineOffset(1)
            .edgesIgnoringSafeArea(.all)
            .navigationViewStyle(.columns)
            .autocapitalization(.none)
        #expect(backgroundCells(decorated, columns: 6, rows: 3) == backgroundCells(plain, columns: 6, rows: 3))
    }

    @Test func aListRowWithoutSeparatorsDrawsAsOneWithThem() {
        let list = List {
            Text("One").listRowSeparator(.hidden)
            Text("Two").listRowSeparator(.hidden, edges: .bottom)
        }
        #expect(renderedLines(list, columns: 3, rows: 2) == ["One", "Two"])
    }

    @Test func aResizableImageDrawsAsItsSymbol() {
        let plain = Image(systemName: "star.fill")
        let resized = plain.resizable().renderingMode(.template).frame(width: 1, height: 1)
        #expect(renderedLines(resized, columns: 3, rows: 1) == renderedLines(plain, columns: 3, rows: 1))
    }

    @Test func aTextKeepsItsLettersWhateverTheirSpacing() {
        let spaced = Text("Hi").kerning(2).tracking(1).baselineOffset(3).fontDesign(.serif) + Text("!")
        #expect(renderedLines(spaced, columns: 3, rows: 1) == ["Hi!"])
        let wide = Text("Hi").fontWidth(.expanded) + Text("!").font(.body.width(.compressed)).fontWidth(nil)
        #expect(renderedLines(wide, columns: 3, rows: 1) == ["Hi!"])
        #expect(Font.body.width(Font.Width(0.1)) == .body && Font.Width.condensed.value == -0.2)
        let leaded = Text("Hi\nyo").font(.body.leading(.tight)) + Text("!").font(.title.leading(.loose))
        #expect(renderedLines(leaded, columns: 3, rows: 2) == ["Hi ", "yo!"])
        #expect(Font.body.leading(.standard) == .body)
    }

    @Test func aVariableSymbolIsDrawnAsItsSymbol() {
        let bars = HStack {
            Image(systemName: "wifi", variableValue: 0.3)
            Image(systemName: "speaker.wave.2", variableValue: nil)
        }
        #expect(renderedLines(bars, columns: 5, rows: 1) == ["📶 🔊"])
    }

    @Test func anAssetImageIsDrawnAsItsNameInBrackets() {
        let header = HStack(spacing: 1) {
            Image("logo")
            Image(decorative: "divider")
            Label("Team", image: "team-photo")
        }
        #expect(renderedLines(header, columns: 35, rows: 1) == ["[logo] [divider] [team-photo] Team "])
    }
}
