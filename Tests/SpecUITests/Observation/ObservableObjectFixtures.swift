import SpecUI

/// Counts the carts made, to show a `@StateObject` is made once per identity.
final class Ledger {
    var cartsMade = 0
}

final class Cart: ObservableObject {
    @Published var items: [String] = []
    @Published var coupon = ""
    var note = ""

    init(ledger: Ledger? = nil) {
        ledger?.cartsMade += 1
    }
}

/// Announces its changes itself, without `@Published`.
final class Meter: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    private(set) var reading = 0

    func advance() {
        objectWillChange.send()
        reading += 1
    }
}

/// Counts how often its publisher is asked for.
final class Gauge: ObservableObject {
    private let publisher = ObservableObjectPublisher()
    private(set) var publisherReads = 0
    private(set) var level = 0

    var objectWillChange: ObservableObjectPublisher {
        publisherReads += 1
        return publisher
    }

    func raise() {
        publisher.send()
        level += 1
    }
}

final class Settings: ObservableObject {
    @Published var sound = false
}

struct CartBadge: View {
    @ObservedObject var cart: Cart

    var body: some View {
        Text("badge \(cart.items.count)")
    }
}

/// Owns a cart and hands it to a badge.
struct CartScreen: View {
    @StateObject private var cart = Cart()

    var body: some View {
        VStack {
            Text("\(cart.items.count) items")
            CartBadge(cart: cart)
            Button("add") { cart.items.append("apple") }
            TextField("Coupon", text: $cart.coupon)
            Text("coupon \(cart.coupon)")
        }
    }
}

/// Owns a cart made from a ledger, inside a parent that re-evaluates.
struct OwnedCart: View {
    @StateObject private var cart: Cart

    init(ledger: Ledger) {
        _cart = StateObject(wrappedValue: Cart(ledger: ledger))
    }

    var body: some View {
        Button("add \(cart.items.count)") { cart.items.append("pear") }
    }
}

struct OwnedCartParent: View {
    let ledger: Ledger
    @State private var bumps = 0

    var body: some View {
        VStack {
            OwnedCart(ledger: ledger)
            Button("bump \(bumps)") { bumps += 1 }
        }
    }
}

/// Shows the badge of one of two carts, or none.
struct CartSwitcher: View {
    let first: Cart
    let second: Cart
    @State private var showsSecond = false
    @State private var isShown = true

    var body: some View {
        VStack {
            if isShown {
                CartBadge(cart: showsSecond ? second : first)
            }
            Button("switch") { showsSecond.toggle() }
            Button("hide") { isShown = false }
        }
    }
}

struct MeterView: View {
    @ObservedObject var meter: Meter

    var body: some View {
        Button("reading \(meter.reading)") { meter.advance() }
    }
}

struct GaugeView: View {
    @ObservedObject var gauge: Gauge

    var body: some View {
        Button("level \(gauge.level)") { gauge.raise() }
    }
}

struct SoundToggle: View {
    @EnvironmentObject private var settings: Settings

    var body: some View {
        Toggle("Sound", isOn: $settings.sound)
    }
}

struct SettingsScreen: View {
    let settings: Settings

    var body: some View {
        VStack {
            SoundToggle()
            Text("settings")
        }
        .environmentObject(settings)
    }
}
