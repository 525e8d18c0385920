import SpecUI
import Testing

private enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry

    var id: Self { self }
    var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// An option drawn by a view of its own, whose inputs do not change when the selection does.
private struct FlavorRow: View {
    let flavor: Flavor

    var body: some View {
        Text(flavor.name)
    }
}

/// A view that reads nothing of the picker's selection.
private struct Footer: View {
    var body: some View {
        Text("Pick one")
    }
}

private struct Swatch: View {
    let flavor: Flavor

    var body: some View {
        Text("Scoop of \(flavor.rawValue)")
    }
}

private struct FlavorPicker: View {
    @State private var flavor = Flavor.vanilla
    var style = PickerLook.menu

    var body: some View {
        VStack {
            if style == .segmented {
                flavors.pickerStyle(.segmented)
            } else {
                flavors
            }
            Swatch(flavor: flavor)
            Footer()
        }
    }

    private var flavors: some View {
        Picker("Flavor", selection: $flavor) {
            ForEach(Flavor.allCases) { flavor in
                FlavorRow(flavor: flavor)
            }
        }
    }
}

private struct SizePicker: View {
    @State private var size = 2

    var body: some View {
        Picker(selection: $size) {
            Text("Small").tag(1)
            Text("Medium")
            Text("Large").tag(3)
            Text("Huge").tag("4")
        } label: {
            Text("Cup")
            Text("size")
        }
        Text("size \(size)")
    }
}

private struct NamePicker: View {
    @State private var name = "Ann"

    var body: some View {
        Picker("Name", selection: $name) {
            ForEach(0..<2) { index in
                Text("Row \(index)")
            }
            ForEach(["Bo", "Cy"], id: \.self) { name in
                Text(name)
            }
        }
        Text("name \(name)")
    }
}

private struct Volume: View {
    @State private var level: Float = 3
    @State private var edits: [Bool] = []

    var body: some View {
        Slider(value: $level, in: 0...10, step: 4, onEditingChanged: { edits.append($0) })
        Text("level \(level) edits \(edits)")
    }
}

private struct Brightness: View {
    @State private var brightness = 0.33

    var body: some View {
        Slider(value: $brightness) {
            Text("Brightness")
        }
        Text("brightness \(brightness)")
    }
}

@MainActor
private func picker(_ host: ViewHost) -> ResolvedPicker? {
    guard case .stack(let stack) = host.resolved else { return nil }
    for view in stack.children {
        if case .picker(let picker) = view { return picker }
        if case .stack(let inner) = view, case .picker(let picker) = inner.children.first { return picker }
    }
    return nil
}

@MainActor
@Suite struct PickerTests {
    @Test func aForEachTagsItsOptionsWithTheirIdsAndSelectingReevaluatesOnlyTheReaders() {
        let host = ViewHost(FlavorPicker())
        #expect(picker(host)?.options == ["Vanilla", "Chocolate", "Strawberry"])
        #expect(picker(host)?.selected == 0)
        #expect(host.actionables.map(\.kind) == [.picker])
        #expect(host.increment("Flavor"))
        #expect(picker(host)?.selected == 1)
        #expect(host.resolved.texts == ["Scoop of chocolate", "Pick one"])
        // The view owning the selection and the one handed it evaluate again; the options and the footer do not.
        #expect(host.bodyEvaluations["FlavorPicker"] == 2)
        #expect(host.bodyEvaluations["Swatch"] == 2)
        #expect(host.bodyEvaluations["FlavorRow"] == 3)
        #expect(host.bodyEvaluations["Footer"] == 1)
    }

    @Test func steppingStopsAtTheEndsAndTappingASegmentedPickerWrapsAround() {
        let host = ViewHost(FlavorPicker(style: .segmented))
        #expect(!host.decrement("Flavor"))
        #expect(host.increment("Flavor"))
        #expect(host.increment("Flavor"))
        #expect(!host.increment("Flavor"))
        #expect(host.resolved.texts.first == "Scoop of strawberry")
        #expect(host.tap("Flavor"))
        #expect(host.resolved.texts.first == "Scoop of vanilla")
    }

    @Test func untaggedOptionsAndTagsOfAnotherTypeCannotBeSelected() {
        let host = ViewHost(SizePicker())
        #expect(host.actionables.map(\.label) == ["Cup size"])
        // The selection matches no tag: every option is drawn and none is selected.
        #expect(picker(host)?.options == ["Small", "Medium", "Large", "Huge"])
        #expect(picker(host)?.selected == nil)
        #expect(host.decrement("Cup size"))
        #expect(host.resolved.texts == ["size 3"])
        #expect(picker(host)?.selected == 2)
        // Back past "Medium", which has no tag, to "Small"; "Huge" is tagged with a String, not an Int.
        #expect(host.decrement("Cup size"))
        #expect(host.resolved.texts == ["size 1"])
        #expect(host.increment("Cup size"))
        #expect(!host.increment("Cup size"))
        #expect(host.resolved.texts == ["size 3"])
        // Tapping it lists its options, where only the selectable ones can be chosen.
        #expect(host.tap("Cup size"))
        #expect(host.actionables.map(\.label) == ["Small", "Medium", "Large", "Huge"])
        #expect(host.actionables.map(\.isDisabled) == [false, true, false, true])
        #expect(host.tap("Small"))
        #expect(host.resolved.texts == ["size 1"])
        #expect(host.actionables.map(\.label) == ["Cup size"])
    }

    @Test func onlyAForEachWhoseIdsAreOfTheSelectionsTypeTagsItsOptions() {
        let host = ViewHost(NamePicker())
        #expect(picker(host)?.options == ["Row 0", "Row 1", "Bo", "Cy"])
        #expect(picker(host)?.selected == nil)
        #expect(host.increment("Name"))
        #expect(host.resolved.texts == ["name Bo"])
        #expect(picker(host)?.selected == 2)
        #expect(!host.decrement("Name"))
    }

    @Test func aSliderStepsOnItsGridWithinItsBoundsAsOneEditEach() {
        let host = ViewHost(Volume())
        #expect(host.actionables.map(\.kind) == [.slider])
        guard let slider = host.actionables.first?.id else { return }
        #expect(host.increment(slider))
        #expect(host.resolved.texts == ["level 4.000000 edits [true, false]"])
        #expect(host.increment(slider))
        // The step past the upper bound stops at it, and a step from there does nothing.
        #expect(host.increment(slider))
        #expect(host.resolved.texts == ["level 10.000000 edits [true, false, true, false, true, false]"])
        #expect(!host.increment(slider))
        #expect(host.decrement(slider))
        #expect(host.resolved.texts.first?.hasPrefix("level 8.000000 ") == true)
    }

    @Test func aSliderWithoutAStepMovesByATwentiethOfItsBounds() {
        let host = ViewHost(Brightness())
        #expect(host.increment("Brightness"))
        #expect(host.resolved.texts == ["brightness 0.350000"])
        #expect(host.decrement("Brightness"))
        #expect(host.decrement("Brightness"))
        #expect(host.resolved.texts == ["brightness 0.250000"])
        #expect(host.bodyEvaluations["Brightness"] == 4)
    }
}
