import SpecUI
import Testing

@MainActor
@Suite struct ObservableObjectTests {
    @Test func aPublishedWriteReEvaluatesEveryViewHoldingTheObject() {
        let host = ViewHost(CartScreen())
        #expect(host.trace.first == "CartScreen: @self, @identity, _cart changed.")
        host.tap("add")
        #expect(host.resolved.texts == ["1 items", "badge 1", "add", "coupon "])
        #expect(host.bodyEvaluations == ["CartScreen": 2, "CartBadge": 2])
        #expect(host.trace.suffix(2) == ["CartScreen: _cart changed.", "CartBadge: _cart changed."])
    }

    @Test func aProjectedBindingWritesThePublishedProperty() {
        let host = ViewHost(CartScreen())
        #expect(host.setText("Coupon", "SAVE10"))
        #expect(host.resolved.texts.last == "coupon SAVE10")
        #expect(host.bodyEvaluations == ["CartScreen": 2, "CartBadge": 2])
    }

    @Test func aStateObjectIsMadeOncePerIdentity() {
        let ledger = Ledger()
        let host = ViewHost(OwnedCartParent(ledger: ledger))
        host.tap("add 0")
        host.tap("bump 0")
        host.tap("bump 1")
        #expect(host.resolved.texts == ["add 1", "bump 2"])
        #expect(ledger.cartsMade == 1)
    }

    @Test func aChangeToAnUnpublishedPropertyAnnouncesNothing() {
        let cart = Cart()
        let host = ViewHost(CartBadge(cart: cart))
        cart.note = "gift"
        #expect(!host.needsUpdate)
        cart.items = ["fig"]
        #expect(host.needsUpdate)
        host.update()
        #expect(host.resolved.texts == ["badge 1"])
    }

    @Test func aViewHearsOnlyFromTheObjectItHoldsNow() {
        let (first, second) = (Cart(), Cart())
        let host = ViewHost(CartSwitcher(first: first, second: second))
        host.tap("switch")
        #expect(host.bodyEvaluations["CartBadge"] == 2)
        first.items = ["fig"]
        #expect(!host.needsUpdate)
        second.items = ["fig", "kiwi"]
        host.update()
        #expect(host.resolved.texts.first == "badge 2")
        #expect(host.bodyEvaluations["CartBadge"] == 3)
    }

    @Test func aViewThatIsGoneHearsNothing() {
        let (first, second) = (Cart(), Cart())
        let host = ViewHost(CartSwitcher(first: first, second: second))
        host.tap("hide")
        first.items = ["fig"]
        #expect(!host.needsUpdate)
        #expect(host.bodyEvaluations["CartBadge"] == 1)
    }

    @Test func anObjectCanAnnounceItsChangesItself() {
        let host = ViewHost(MeterView(meter: Meter()))
        host.tap("reading 0")
        host.tap("reading 1")
        #expect(host.resolved.texts == ["reading 2"])
        #expect(host.bodyEvaluations == ["MeterView": 3])
    }

    /// The publisher is read once per object held, not on every evaluation of the holder's body.
    @Test func holdingTheSameObjectAgainReadsItsPublisherOnce() {
        let gauge = Gauge()
        let host = ViewHost(GaugeView(gauge: gauge))
        host.tap("level 0")
        host.tap("level 1")
        #expect(host.resolved.texts == ["level 2"])
        #expect(host.bodyEvaluations == ["GaugeView": 3])
        #expect(gauge.publisherReads == 1)
    }

    @Test func anEnvironmentObjectReachesTheViewsBelowWithBindings() {
        let settings = Settings()
        let host = ViewHost(SettingsScreen(settings: settings))
        #expect(host.toggle("Sound"))
        #expect(settings.sound)
        #expect(host.bodyEvaluations == ["SettingsScreen": 1, "SoundToggle": 2])
        #expect(host.trace.last == "SoundToggle: _settings changed.")
    }
}
