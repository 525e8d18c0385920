import SpecUI
import Testing

private struct UnitsKey: EnvironmentKey {
    static let defaultValue = "km"
}

extension EnvironmentValues {
    fileprivate var units: String {
        get { self[UnitsKey.self] }
        set { self[UnitsKey.self] = newValue }
    }
}

private struct DistanceLabel: View {
    @Environment(\.units) private var units

    var body: some View {
        Text("42 \(units)")
    }
}

private struct UnitlessLabel: View {
    var body: some View {
        Text("plain")
    }
}

private struct TripView: View {
    @State private var imperial = false

    var body: some View {
        VStack {
            DistanceLabel()
            VStack {
                DistanceLabel()
                UnitlessLabel()
            }
            .environment(\.units, imperial ? "mi" : "km")
            Button("switch") { imperial.toggle() }
        }
    }
}

@MainActor
@Suite struct EnvironmentKeyTests {
    @Test func aCustomKeyReadsItsDefaultUntilAnAncestorSetsIt() {
        let host = ViewHost(TripView())
        #expect(host.resolved.texts == ["42 km", "42 km", "plain", "switch"])
        host.tap("switch")
        #expect(host.resolved.texts == ["42 km", "42 mi", "plain", "switch"])
        #expect(host.bodyEvaluations == ["TripView": 2, "DistanceLabel": 3, "UnitlessLabel": 1])
        #expect(host.trace.last == "DistanceLabel: @dependencies changed.")
    }
}
