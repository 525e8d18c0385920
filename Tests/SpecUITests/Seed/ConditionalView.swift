// swift-format-ignore-file
// Verbatim from the seed article; compiled unchanged against SpecUI.
import SpecUI

struct ConditionalView: View {
    var isReady: Bool

    @ViewBuilder
    var body: some View {
        if isReady {
            Text("جاهز")
                .foregroundColor(.green)
        } else {
            ProgressView()
        }
    }
}
