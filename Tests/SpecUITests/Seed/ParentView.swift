// swift-format-ignore-file
// Verbatim from the seed article; compiled unchanged against SpecUI.
import SpecUI

struct ParentView: View {
    var body: some View {
        ChildView(name: "Alice") // هوية مستقرة
    }
}
