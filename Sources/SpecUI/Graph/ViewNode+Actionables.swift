extension ViewNode {
    /// The interactive views below this node in tree order; list rows only once materialized, none under `opacity(0)`.
    func collectActionables(into actionables: inout [Actionable], identifier: String?) {
        func control(_ kind: Actionable.Kind, label: String, value: String? = nil) {
            let accessibility = environment.accessibility
            actionables.append(
                Actionable(
                    id: actionableID, kind: kind, label: accessibility.label ?? label,
                    accessibilityIdentifier: identifier, isDisabled: isDisabled,
                    layoutDirection: environment.layoutDirection, accessibilityHint: accessibility.hint,
                    accessibilityValue: accessibility.value ?? value, isAccessibilityHidden: accessibility.isHidden,
                    keyboardShortcut: environment.keyboardShortcut))
        }
        switch kind {
        case .button where attachedGesture != nil:
            // A view with a gesture is a control, and so are the controls inside it, which rank with the gesture.
            control(.button, label: labelName)
            for child in orderedChildren {
                child.collectActionables(into: &actionables, identifier: identifier)
            }
        case .button: control(.button, label: labelName)
        case .toggle: control(.toggle, label: labelName)
        case .textField(let placeholder, _, _, _): control(.textField, label: placeholder)
        case .stepper(_, _, _, let valueText, _): control(.stepper, label: labelName, value: valueText)
        case .picker: control(.picker, label: labelName)
        case .slider: control(.slider, label: labelName)
        case .modifier(.opacity(let opacity)?) where !(opacity > 0):
            // A fully transparent view is not hit-testable in SwiftUI: its controls cannot be tapped or focused.
            return
        case .modifier(.allowsHitTesting(false)?), .splitViewColumn(_, isShown: false):
            return
        case .tabView:
            collectTabActionables(into: &actionables, identifier: identifier)
        case .toolbarItem:
            // A toolbar's controls are the stack's that shows it, in the order it draws them.
            return
        case .presenting:
            // The presented view's controls are the host's while it is shown, and the screen's are not.
            children.first?.collectActionables(into: &actionables, identifier: identifier)
        case .searchable, .searchSuggestions:
            // The search field and the suggestions are the stack's that draws them, in the order it draws them.
            children.first?.collectActionables(into: &actionables, identifier: identifier)
        case .section(hasHeader: true, _) where children.count > 1:
            // The header is drawn first, its controls (a collapsible section's disclosure) too.
            for child in [children[1], children[0]] + children.dropFirst(2) {
                child.collectActionables(into: &actionables, identifier: identifier)
            }
        case .iconOnlyLabel:
            // The title is not drawn, so its views are not controls.
            children.first?.collectActionables(into: &actionables, identifier: identifier)
        case .pickerOptions:
            // The options as written are not drawn; the items standing for them are the controls.
            children.last?.collectActionables(into: &actionables, identifier: identifier)
        case .modifier(.accessibilityIdentifier(let newIdentifier)?):
            for child in children {
                child.collectActionables(into: &actionables, identifier: newIdentifier)
            }
        default:
            for child in orderedChildren {
                child.collectActionables(into: &actionables, identifier: identifier)
            }
        }
    }

    /// Children in display order; materialized lazy rows sorted by their position in the data.
    private var orderedChildren: [ViewNode] {
        if let controls = navigationControls {
            return controls
        }
        guard let lazyRows else {
            return shownChildren
        }
        return children.sorted { (lazyRows.indexOfKey[$0.key] ?? 0) < (lazyRows.indexOfKey[$1.key] ?? 0) }
    }
}
