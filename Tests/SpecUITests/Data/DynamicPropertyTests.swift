import SpecUI
import Testing

/// A counter kept within bounds, its storage a `@State` inside the wrapper.
@propertyWrapper
private struct Clamped: DynamicProperty {
    @State private var value: Int
    let range: ClosedRange<Int>

    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        _value = State(initialValue: wrappedValue)
        self.range = range
    }

    var wrappedValue: Int {
        get { value }
        nonmutating set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

/// A property that derives its text from the environment in `update()`.
private struct DirectionName: DynamicProperty {
    @Environment(\.layoutDirection) private var direction
    private(set) var name = "unset"

    mutating func update() {
        name = direction == .rightToLeft ? "rtl" : "ltr"
    }
}

private struct LevelView: View {
    @Clamped(0...2) private var level = 1
    private var direction = DirectionName()

    var body: some View {
        VStack {
            Text("level \(level) \(direction.name)")
            Button("up") { level += 1 }
        }
    }
}

@MainActor
@Suite struct DynamicPropertyTests {
    @Test func stateInsideACustomPropertyLivesWithTheView() {
        let host = ViewHost(LevelView())
        #expect(host.resolved.texts.first == "level 1 ltr")
        host.tap("up")
        #expect(host.resolved.texts.first == "level 2 ltr")
        host.tap("up")
        #expect(host.resolved.texts.first == "level 2 ltr")
        #expect(host.bodyEvaluations["LevelView"] == 2)
        #expect(host.trace.last == "LevelView: _level changed.")
    }

    @Test func updateRunsBeforeEachBodyWithTheEnvironmentInstalled() {
        let host = ViewHost(LevelView())
        host.environment.layoutDirection = .rightToLeft
        #expect(host.resolved.texts.first == "level 1 rtl")
        #expect(host.trace.last == "LevelView: @dependencies changed.")
    }
}
