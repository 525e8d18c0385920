import SpecUI
import Testing

@testable import SpecUITerminal

private struct ColorChoice: View {
    @State private var color = "Green"
    var style: PickerLook = .menu

    var body: some View {
        VStack(alignment: .leading) {
            if style == .menu {
                colors
            } else {
                colors.pickerStyle(.segmented)
            }
        }
    }

    private var colors: some View {
        Picker("Color", selection: $color) {
            ForEach(["Red", "Green", "Blue"], id: \.self) { name in
                Text(name)
            }
        }
    }
}

private struct Styled: View {
    @State private var size = 1
    @State private var missing = 9

    var body: some View {
        VStack(alignment: .leading) {
            Picker("Wheel", selection: $size) { options }.pickerStyle(.wheel)
            Picker("Inline", selection: $size) { options }.pickerStyle(.inline)
            Picker("Palette", selection: $size) { options }.pickerStyle(.palette)
            Picker("Link", selection: $size) { options }.pickerStyle(.navigationLink)
            Picker("Menu", selection: $missing) { options }.pickerStyle(.menu)
            Picker("None", selection: $missing) { options }.pickerStyle(.segmented)
            Picker("Hidden", selection: $size) { options }.labelsHidden()
        }
    }

    @ViewBuilder private var options: some View {
        Text("S").tag(0)
        Text("M").tag(1)
    }
}

private struct Levels: View {
    @State private var volume = 5.0
    @State private var balance = 0.0

    var body: some View {
        VStack(alignment: .leading) {
            Slider(value: $volume, in: 0...10) {
                Text("Volume")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("10")
            }
            Slider(value: $balance, in: -1...1)
            Slider(value: $volume, in: 0...10) { Text("Hidden") }.labelsHidden()
        }
    }
}

private struct Volume: View {
    @State private var level = 0.5

    var body: some View {
        Slider(value: $level) {
            Text("Volume")
        } minimumValueLabel: {
            Image(systemName: "speaker.fill")
        } maximumValueLabel: {
            Image(systemName: "speaker.wave.3.fill")
        }
    }
}

private struct Settings: View {
    @State private var theme = "Dark"

    var body: some View {
        Form {
            Picker("Theme", selection: $theme) {
                ForEach(["Light", "Dark"], id: \.self) { Text($0) }
            }
            Text("Theme is \(theme)")
        }
    }
}

@MainActor
@Suite struct PickerDrawingTests {
    @Test func aPickerInAFormBuildsItsOptionsAsARowAndChoosesAmongThem() {
        let host = ViewHost(Settings())
        #expect(
            TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 16, rows: 2)).lines == [
                "Theme  ‹ Dark › ", "Theme is Dark   ",
            ])
        #expect(host.decrement("Theme"))
        #expect(
            TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 16, rows: 2)).lines == [
                "Theme  ‹ Light ›", "Theme is Light  ",
            ])
    }

    @Test func aPickerLabelledByAViewInTheOlderOrderDrawsAsTheOthers() {
        let size = Picker(selection: .constant(1), label: Text("Size").bold()) {
            Text("S").tag(0)
            Text("M").tag(1)
        }
        #expect(renderedLines(size, columns: 12, rows: 1) == ["Size  ‹ M › "])
    }

    @Test func aPickerDrawsItsTitleThenItsSelectedOptionBetweenArrows() {
        #expect(renderedLines(ColorChoice(), columns: 16, rows: 1) == ["Color  ‹ Green ›"])
        #expect(renderedLines(ColorChoice(), columns: 16, rows: 1, rtl: true) == ["‹ Green ›  Color"])
    }

    /// As iOS draws a segmented control, its segments alone: the title only names it.
    @Test func aSegmentedPickerDrawsEveryOptionWithTheSelectedOneInBrackets() {
        let segmented = ColorChoice(style: .segmented)
        #expect(renderedLines(segmented, columns: 16, rows: 1) == ["Red [Green] Blue"])
        #expect(renderedLines(segmented, columns: 16, rows: 1, rtl: true) == ["Blue [Green] Red"])
        #expect(ViewHost(segmented).actionables.map(\.label) == ["Color"])
    }

    /// As iOS shortens a segmented control's segments alike and a menu button's title, a picker narrower than it
    /// draws cuts its options with `…`, the brackets and the arrows kept.
    @Test func aPickerNarrowerThanItsOptionsCutsThemWithAnEllipsis() {
        let map = Picker("Map", selection: .constant(1)) {
            Text("Standard").tag(0)
            Text("Satellite").tag(1)
            Text("Hybrid").tag(2)
            Text("3D").tag(3)
        }
        #expect(renderedLines(map.pickerStyle(.segmented), columns: 30, rows: 1) == ["Standard [Satellite] Hybrid 3D"])
        #expect(renderedLines(map.pickerStyle(.segmented), columns: 24, rows: 1) == ["Stand… [Satel…] Hybr… 3D"])
        #expect(renderedLines(map.pickerStyle(.segmented), columns: 16, rows: 1) == ["St… [Sa…] Hy… 3D"])
        #expect(
            renderedLines(map.pickerStyle(.segmented), columns: 24, rows: 1, rtl: true) == [
                "3D Hybr… [Satel…] Stand…"
            ])
        // A menu picker's control keeps its arrows, its title first giving up its room.
        #expect(renderedLines(map, columns: 15, rows: 1) == [" ‹ Satellite › "])
        #expect(renderedLines(map, columns: 10, rows: 1) == ["‹ Satel… ›"])
    }

    @Test func eachStyleDrawsAsAMenuOrASegmentedRowAndASelectionMatchingNoTagShowsNothingSelected() {
        #expect(
            renderedLines(Styled(), columns: 14, rows: 7) == [
                "Wheel  ‹ M ›  ",
                "Inline  S [M] ",
                "Palette  S [M]",
                "Link  ‹ M ›   ",
                "Menu  ‹  ›    ",
                "S M           ",
                "‹ M ›         ",
            ])
        // A hidden title still names the picker.
        #expect(ViewHost(Styled()).actionable("Hidden")?.kind == .picker)
    }

    /// As on iOS, a slider's label is not drawn: it names the slider. Its value labels are drawn at the ends.
    @Test func aSliderFillsItsWidthWithItsTrackBetweenItsValueLabels() {
        #expect(
            renderedLines(Levels(), columns: 24, rows: 3) == [
                "0 ━━━━━━━━━●───────── 10",
                "━━━━━━━━━━━━●───────────",
                "━━━━━━━━━━━━●───────────",
            ])
        #expect(
            renderedLines(Levels(), columns: 24, rows: 3, rtl: true) == [
                "10 ─────────●━━━━━━━━━ 0",
                "───────────●━━━━━━━━━━━━",
                "───────────●━━━━━━━━━━━━",
            ])
        #expect(ViewHost(Levels()).actionable("Volume")?.kind == .slider)
    }

    @Test func aSliderDrawsImagesAtTheEndsOfItsTrackAsItsSymbols() {
        #expect(renderedLines(Volume(), columns: 14, rows: 1) == ["🔈 ━━━━●─── 🔊"])
        #expect(renderedLines(Volume(), columns: 14, rows: 1, rtl: true) == ["🔊 ───●━━━━ 🔈"])
        // Still named by its label: three twentieths up.
        let host = ViewHost(Volume())
        for _ in 0..<3 { #expect(host.increment("Volume")) }
        #expect(
            TerminalRenderer.snapshot(host: host, size: TerminalSize(columns: 14, rows: 1)).lines == ["🔈 ━━━━━●── 🔊"])
    }

    @Test func aSliderOfferedNoLimitTakesTheTrackOfAProgressBar() {
        let slider = LayoutNode(
            .slider(
                ResolvedSlider(
                    id: ActionableID(rawValue: 1), title: "Zoom", minimumValueLabel: nil, maximumValueLabel: nil,
                    fraction: 0, isDisabled: false)))
        // Its title is not drawn, so it takes no room.
        #expect(
            slider.sizeThatFits(Proposal(width: Proposal.unbounded, height: Proposal.unbounded))
                == Size(width: 22, height: 1))
        #expect(slider.sizeThatFits(Proposal(width: 12, height: 3)) == Size(width: 12, height: 1))
    }

    @Test func aColorPickerIsDrawnAsAPickerOfColorNames() {
        let picker = ColorPicker("Tint", selection: .constant(Color.blue))
        let names = Picker("Tint", selection: .constant("blue")) { Text("blue").tag("blue") }
        #expect(renderedLines(picker, columns: 16, rows: 1) == renderedLines(names, columns: 16, rows: 1))
    }
}
