extension ViewGraph {
    /// Keeps `storage` in step with focus for as long as its view has its identity.
    func register(_ storage: any FocusStorage) {
        focusStorages[ObjectIdentifier(storage)] = storage
    }

    /// Records that `node` is a `focused` modifier's view, whose target focus is matched against.
    func registerFocusTarget(_ node: ViewNode) {
        focusTargets[node.serial] = node
    }

    /// Records a write to a focus state, applied when the update it was made in settles.
    func requestFocus(_ request: FocusRequest) {
        if isEvaluatingBody {
            report(Self.modifyingStateDuringUpdate)
            return
        }
        focusRequest = request
        focusChanges += 1
    }

    /// Moves keyboard focus to `id` (nil: to nothing); the focus states follow when the graph next settles.
    func focus(_ id: ActionableID?) {
        focusedControl = id
    }

    /// Applies the pending focus request, then sets every focus state to what focus now gives it; true when a
    /// state changed, so that its view is to be updated.
    func settleFocus() -> Bool {
        guard !focusStorages.isEmpty || focusRequest != nil else { return false }
        if let request = focusRequest {
            focusRequest = nil
            apply(request)
        }
        var innermost: [ObjectIdentifier: (depth: Int, value: AnyHashable)] = [:]
        if let focusedControl, let focusedNode = node(serial: focusedControl.rawValue) {
            for targetNode in focusTargets.values {
                guard let target = targetNode.focusTarget, targetNode.holds(focusedNode) else { continue }
                let key = ObjectIdentifier(target.storage)
                if innermost[key].map({ targetNode.depth > $0.depth }) ?? true {
                    innermost[key] = (targetNode.depth, target.value)
                }
            }
        }
        var changed = false
        for (key, storage) in focusStorages {
            guard storage.isLive else {
                focusStorages[key] = nil
                continue
            }
            if storage.follow(innermost[key]?.value) {
                changed = true
            }
        }
        return changed
    }

    private func apply(_ request: FocusRequest) {
        let targets = focusTargets.values.filter { $0.focusTarget?.storage === request.storage }
        guard let value = request.value else {
            if let focusedControl, let focusedNode = node(serial: focusedControl.rawValue),
                targets.contains(where: { $0.holds(focusedNode) })
            {
                self.focusedControl = nil
            }
            return
        }
        let matching = targets.filter { $0.focusTarget?.value == value }
        guard !matching.isEmpty else { return }
        var shown: [Actionable] = []
        shownScreen.collectActionables(into: &shown, identifier: nil)
        for control in shown where !control.isDisabled {
            guard let controlNode = node(serial: control.id.rawValue) else { continue }
            if matching.contains(where: { $0.holds(controlNode) }) {
                focusedControl = control.id
                return
            }
        }
    }
}

extension ViewNode {
    /// Whether `node` is this node or below it.
    func holds(_ node: ViewNode) -> Bool {
        guard node.depth >= depth else { return false }
        return self === node || children.contains { $0.holds(node) }
    }
}
