import Foundation
import SpecUI
import Testing

private struct Probe: View {
    @Environment(\.isPresented) private var isPresented
    @Environment(\.displayScale) private var displayScale
    @Environment(\.accessibilityReduceMotion) private var reducesMotion
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.timeZone) private var timeZone
    @Environment(\.calendar) private var calendar

    var body: some View {
        Text("presented \(isPresented)")
        Text("scale \(displayScale) reduce \(reducesMotion) \(contrast)")
        Text("\(timeZone.identifier) \(calendar.identifier) \(calendar.locale?.identifier ?? "-")")
    }
}

private struct Showing: View {
    @State private var isShown = false

    var body: some View {
        NavigationStack {
            VStack {
                Probe()
                Button("Show") { isShown = true }
                NavigationLink("Push") { Probe() }
            }
            .sheet(isPresented: $isShown) { Probe() }
        }
    }
}

@MainActor
@Suite struct DeviceEnvironmentTests {
    /// A terminal's values, the same on every machine but for its time zone; a sheet's and a pushed view's
    /// `isPresented` is true.
    @Test func aTerminalsValuesAndWhetherAViewIsPresented() {
        let host = ViewHost(Showing())
        let zone = TimeZone.current.identifier
        #expect(
            host.resolved.texts == [
                "presented false", "scale 1.000000 reduce false standard", "\(zone) gregorian en_US", "Show", "Push",
            ])
        #expect(host.tap("Show"))
        #expect(host.resolved.texts.first == "presented true")
        #expect(host.dismissPresentation())
        #expect(host.tap("Push"))
        #expect(host.resolved.texts.contains("presented true"))
    }

    @Test func theCalendarAndTimeZoneAreSetForTheViewsInside() {
        var calendar = Calendar(identifier: .iso8601)
        calendar.locale = Locale(identifier: "fr_FR")
        let view = Probe()
            .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
            .environment(\.calendar, calendar)
            .environment(\.displayScale, 2)
        #expect(
            ViewHost(view).resolved.texts.suffix(2) == [
                "scale 2.000000 reduce false standard", "Asia/Tokyo iso8601 fr_FR",
            ])
    }
}
