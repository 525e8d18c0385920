// swift-format-ignore-file
// Verbatim from the seed article; compiled unchanged against SpecUI.
import SpecUI

struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("العداد: \(count)")
                .font(.largeTitle)
            Button("زيادة") {
                count += 1
            }
            .padding()
            .background(.blue)
            .foregroundColor(.white)
            .cornerRadius(8)
        }
    }
}
