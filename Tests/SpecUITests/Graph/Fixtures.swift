import SpecUI

/// The seed's ParentView with a counter of its own, a closure-taking child and a custom-`==` child.
struct CountingParentView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("count \(count)")
            Button("increment") { count += 1 }
            ChildView(name: "Alice")
            ClosureChild(name: "Bob") { count = 0 }
            HintedChild(name: "Carol", hint: count)
        }
    }
}

struct ClosureChild: View {
    let name: String
    let onReset: () -> Void

    var body: some View {
        Text(name)
    }
}

struct HintedChild: View, Equatable {
    let name: String
    let hint: Int

    var body: some View {
        Text("\(name) \(hint)")
    }

    nonisolated static func == (lhs: HintedChild, rhs: HintedChild) -> Bool {
        lhs.name == rhs.name
    }
}

struct FlipView: View {
    @State private var showsFirst = true

    var body: some View {
        VStack {
            if showsFirst {
                CounterView()
            } else {
                CounterView()
            }
            Button("flip") { showsFirst.toggle() }
        }
    }
}

struct ExplicitIdentityView: View {
    @State private var version = 0
    @State private var unrelated = 0

    var body: some View {
        VStack {
            CounterView().id(version)
            Button("new id") { version += 1 }
            Button("same id") { unrelated += 1 }
            Text("unrelated \(unrelated)")
        }
    }
}

struct TapRow: View {
    let id: Int
    @State private var taps = 0

    var body: some View {
        HStack {
            Text("row \(id): \(taps)")
            Button("tap") { taps += 1 }
                .accessibilityIdentifier("tap-\(id)")
        }
    }
}

struct RowsView: View {
    @State private var ids = [1, 2, 3]

    var body: some View {
        VStack {
            ForEach(ids, id: \.self) { id in
                TapRow(id: id)
            }
            Button("insert") { ids.insert(0, at: 0) }
            Button("reverse") { ids.reverse() }
            Button("delete 2") { ids.removeAll { $0 == 2 } }
        }
    }
}

struct TwoWritesView: View {
    @State private var first = 0
    @State private var second = 0

    var body: some View {
        VStack {
            Text("\(first) \(second)")
            Button("both") {
                first += 1
                second += 1
            }
            Button("same") { first = first }
        }
    }
}

struct SwitchRow: View, Equatable {
    @Binding var isOn: Bool
    let title: String

    var body: some View {
        Toggle(title, isOn: $isOn)
    }
}

struct BindingParentView: View {
    @State private var isOn = false

    var body: some View {
        VStack {
            Text(isOn ? "on" : "off")
            SwitchRow(isOn: $isOn, title: "Wi-Fi")
        }
    }
}

struct DirectionReader: View {
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        Text(layoutDirection == .rightToLeft ? "rtl" : "ltr")
    }
}

struct DirectionIgnorer: View {
    var body: some View {
        Text("static")
    }
}

struct EnvironmentRootView: View {
    var body: some View {
        VStack {
            DirectionReader()
            DirectionIgnorer()
        }
    }
}

struct OverridingView: View {
    var body: some View {
        VStack {
            DirectionReader()
        }
        .environment(\.layoutDirection, .rightToLeft)
    }
}
