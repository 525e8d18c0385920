// swift-format-ignore-file
// Verbatim from the seed article; compiled unchanged against SpecUI.
import SpecUI

struct ChildView: View {
    let name: String
    var body: some View {
        Text("مرحباً، \(name)!")
    }
}
