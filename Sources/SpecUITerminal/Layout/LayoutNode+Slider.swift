import SpecUI
import SpecUIText

extension LayoutNode {
    /// Cells of track a slider offered no limit takes, as many as a progress bar's.
    static let idealTrackWidth = idealBarWidth

    /// The width of a slider offered no limit: its value labels and the ideal track between them.
    static func sliderIdealWidth(_ slider: ResolvedSlider) -> Int {
        let (left, right) = sliderEnds(slider)
        return DisplayWidth.of(left) + idealTrackWidth + DisplayWidth.of(right)
    }

    /// What a slider draws left of its track and right of it: the minimum value label a cell before the track and
    /// the maximum value label a cell after it, mirrored right to left. Its title is not drawn, as iOS draws none
    /// (it names the slider, as SwiftUI keeps it for accessibility).
    private static func sliderEnds(
        _ slider: ResolvedSlider, rightToLeft: Bool = false
    ) -> (left: String, right: String) {
        let (minimum, maximum) = (slider.minimumValueLabel, slider.maximumValueLabel)
        let (before, after) = (minimum.map { $0 + " " } ?? "", maximum.map { " " + $0 } ?? "")
        return rightToLeft ? (maximum.map { $0 + " " } ?? "", minimum.map { " " + $0 } ?? "") : (before, after)
    }

    /// A slider's line `width` cells wide: `0 ━━━━●────── 10`, the track filling what its labels leave; right to
    /// left the line is mirrored (`10 ──────●━━━━ 0`).
    static func sliderLine(_ slider: ResolvedSlider, width: Int, rightToLeft: Bool) -> String {
        let (left, right) = sliderEnds(slider, rightToLeft: rightToLeft)
        let track = sliderTrack(
            slider.fraction, width: width - DisplayWidth.of(left) - DisplayWidth.of(right), rightToLeft: rightToLeft)
        return left + track + right
    }

    /// `━━━━●──────`: the thumb at `fraction` (0...1) of a track `width` cells long, the part before it heavy;
    /// from the right (`──────●━━━━`) right to left.
    static func sliderTrack(_ fraction: Double, width: Int, rightToLeft: Bool = false) -> String {
        guard width > 0 else { return "" }
        let thumb = Int((min(1, max(0, fraction)) * Double(width - 1)).rounded())
        let before = String(repeating: "━", count: thumb)
        let after = String(repeating: "─", count: width - 1 - thumb)
        return rightToLeft ? after + "●" + before : before + "●" + after
    }
}
