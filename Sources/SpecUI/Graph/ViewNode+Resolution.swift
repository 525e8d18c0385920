extension ViewNode {
    /// The drawables of this node, modifiers applied to each view in the order written.
    func resolve(into views: inout [ResolvedView]) {
        switch kind {
        case .group where identifiesChildren && environment.marksScrollTargets:
            // Inside a `ScrollViewReader`, each element's views carry its id for `scrollTo` to find.
            for child in children {
                var element: [ResolvedView] = []
                child.resolve(into: &element)
                views += element.map { .modified($0, .scrollTarget(ScrollTargetID(node: child))) }
            }
        case .composite, .group:
            resolveChildren(into: &views)
        case .leaf(let view):
            views.append(view)
        case .button(_, let tint, let isNavigationLink):
            let button = ResolvedButton(
                id: actionableID, label: resolvedLabel(), isDisabled: isDisabled, tint: tint,
                isNavigationLink: isNavigationLink)
            views.append(.button(button))
        case .toggle(let isOn):
            var toggle = ResolvedToggle(
                id: actionableID, title: shownLabelTitle, isOn: isOn.wrappedValue, isDisabled: isDisabled)
            toggle.fillsWidth = !environment.togglesAreCheckboxes && !environment.labelsHidden
            toggle.labelViews = drawnLabelViews
            views.append(.toggle(toggle))
        case .textField(let placeholder, let text, let entry, _):
            let shown = entry == .secure ? String(repeating: "•", count: text.wrappedValue.count) : text.wrappedValue
            // A prompt is drawn in the title's place; the title still names the field.
            let prompt = ((view as? TextField) ?? (view as? SecureField)?.field)?.prompt
            var field = ResolvedTextField(
                id: actionableID, placeholder: prompt?.content ?? placeholder, text: shown, isDisabled: isDisabled,
                isMultiline: entry == .editor || entry == .wrapped)
            field.growsWithText = entry == .wrapped
            views.append(.textField(field))
        case .stepper(let value, let range, _, let valueText, let drawsValue):
            var stepper = ResolvedStepper(
                id: actionableID, label: shownLabelTitle, value: value.wrappedValue, range: range,
                isDisabled: isDisabled)
            stepper.valueText = drawsValue ? valueText : nil
            stepper.fillsWidth = !environment.labelsHidden
            stepper.labelViews = drawnLabelViews
            views.append(.stepper(stepper))
        case .picker(let selection):
            let options = pickerOptions
            // A segmented control is its segments alone, as iOS draws it; its title still names it.
            let picker = ResolvedPicker(
                id: actionableID, title: environment.pickerStyle == .segmented ? "" : shownLabelTitle,
                options: options.map(\.title),
                selected: options.firstIndex { $0.tag.map(selection.isSelected) ?? false },
                look: environment.pickerStyle.look, isDisabled: isDisabled)
            views.append(.picker(picker))
        case .slider(let value):
            let endLabels = children.dropFirst().map { $0.textsAndSymbols.isEmpty ? nil : $0.textsAndSymbols }
            let slider = ResolvedSlider(
                id: actionableID, title: shownLabelTitle, minimumValueLabel: endLabels.first ?? nil,
                maximumValueLabel: endLabels.last ?? nil, fraction: value.fraction, isDisabled: isDisabled)
            views.append(.slider(slider))
        case .stack(let axis, let alignment, let spacing):
            let stack = ResolvedStack(axis: axis, alignment: alignment, spacing: spacing, children: resolvedChildren())
            views.append(.stack(stack))
        case .zStack(let alignment):
            views.append(.zStack(alignment: alignment, children: resolvedChildren()))
        case .viewThatFits(let axes):
            views.append(.viewThatFits(axes: axes, children: resolvedChildren()))
        case .grid(let tracks, let alignment, let horizontalSpacing, let verticalSpacing):
            views.append(
                .grid(
                    ResolvedGrid(
                        tracks: tracks, alignment: alignment, horizontalSpacing: horizontalSpacing,
                        verticalSpacing: verticalSpacing, rows: gridRows)))
        case .section:
            var content: [ResolvedView] = []
            children.first?.resolve(into: &content)
            let rows = content + (sectionFooter.map { [$0] } ?? [])
            let header = drawnSectionHeader
            if case .sectionHeader(let title)? = header {
                views.append(.section(header: title, content: rows))
            } else if let header {
                // A header holding a control is drawn as its views, over the rows.
                views.append(
                    .stack(ResolvedStack(axis: .vertical, alignment: .leading, spacing: nil, children: [header] + rows))
                )
            } else {
                views.append(.section(header: nil, content: rows))
            }
        case .list:
            // A list scrolls by rows, so its content margins stay around its window.
            views.append(withContentMargins(.list(ResolvedList(count: children.first?.rowCount ?? 0, node: self))))
        case .scroll(let axes):
            let axis: Axis = axes == .horizontal ? .horizontal : .vertical
            views.append(.scroll(axes: axes, content: withContentMargins(.single(resolvedChildren(), axis: axis))))
        case .navigation:
            guard let (level, bar) = shownNavigationLevel else { return }
            views.append(drawnNavigation(level: level, bar: bar))
        case .tabView:
            views.append(resolvedTabView())
        case .splitViewColumn(let width, let isShown):
            let shownWidth = isShown ? (splitViewColumnWidth ?? width) : 0
            let column = ResolvedView.modified(
                .single(resolvedChildren(), axis: .vertical), .frame(ResolvedFrame(width: shownWidth)))
            views.append(isShown ? column : .modified(column, .opacity(0)))
        case .splitViewColumnWidth:
            resolveChildren(into: &views)
        case .toolbarItem:
            return
        case .navigationBar, .navigationTitle, .navigationTitleDisplayMode, .tag, .badge, .gridRow, .gridCellColumns,
            .gridCellUnsizedAxes, .gridColumnAlignment, .interactiveDismissDisabled, .navigationBarBackButtonHidden,
            .barsHidden, .refreshable:
            resolveChildren(into: &views)
        case .presenting, .tabItem, .searchable, .searchSuggestions:
            children.first?.resolve(into: &views)
        case .pickerOptions:
            children.last?.resolve(into: &views)
        case .iconOnlyLabel:
            var icon: [ResolvedView] = []
            children.first?.resolve(into: &icon)
            let title = children.count > 1 ? children[1].accessibilityName : ""
            guard !icon.isEmpty, !title.isEmpty else {
                views += icon
                return
            }
            views.append(.modified(.single(icon, axis: .horizontal), .accessibilityLabel(title)))
        case .layered(let alignment, let position):
            resolveLayers(alignment: alignment, position: position, into: &views)
        case .modifier(let modifier):
            guard let modifier else {
                // A view in a lazy stack or grid is told when a frame draws it, for its actions waiting for that.
                guard appearsWhenDrawn, !hasBeenDrawn else {
                    resolveChildren(into: &views)
                    return
                }
                let report = AppearanceReport(node: self)
                views += resolvedChildren().map { .modified($0, .appearsWhenDrawn(report)) }
                return
            }
            views += resolvedChildren().map { .modified($0, modifier) }
        }
    }

    /// The drawables of the children, in order.
    func resolvedChildren() -> [ResolvedView] {
        var views: [ResolvedView] = []
        resolveChildren(into: &views)
        return views
    }

    /// `view` inset by the content margins `contentMargins` sets around this scroll view or list, when it sets any.
    private func withContentMargins(_ view: ResolvedView) -> ResolvedView {
        let margins = environment.scrollContentMargins
        return margins == EdgeInsets() ? view : .modified(view, .insets(margins))
    }

    private func resolveChildren(into views: inout [ResolvedView]) {
        for child in children {
            child.resolve(into: &views)
        }
    }

    /// The children as one view: itself when there is one, a horizontal stack otherwise.
    func resolvedLabel() -> ResolvedView {
        ResolvedView.single(resolvedChildren(), axis: .horizontal)
    }

    /// A toggle's or stepper's label drawn as views, when it is more than one text without modifiers; nil when it is
    /// that text, drawn as the title, or hidden.
    private var drawnLabelViews: ResolvedView? {
        guard !environment.labelsHidden else { return nil }
        let label = resolvedLabel()
        if case .text = label { return nil }
        return label
    }

    /// A toggle's, stepper's, picker's or slider's title as drawn: none under `labelsHidden()`, which still leaves
    /// it to name the control by, as SwiftUI leaves it to accessibility.
    private var shownLabelTitle: String {
        environment.labelsHidden ? "" : labelTitle
    }

    /// The texts of the label joined by spaces: a button's, toggle's, stepper's, picker's or slider's label as one
    /// line. A button that a `ButtonStyle` draws is named by the label it was given, without what the style draws
    /// around it; a picker's and a slider's label is their first child, before their options or value labels.
    var labelTitle: String {
        switch kind {
        case .picker, .slider: children.first?.joinedTexts ?? ""
        default: (styledLabel ?? self).resolvedLabel().texts.joined(separator: " ")
        }
    }

    /// The name of a button, toggle, stepper, picker or slider for assistive technology, which `tap` and `--tap`
    /// find it by: its label's name (see `ResolvedView.accessibilityName`), as `labelTitle` takes its label.
    var labelName: String {
        switch kind {
        case .picker, .slider: children.first?.accessibilityName ?? ""
        default: (styledLabel ?? self).resolvedLabel().accessibilityName
        }
    }

    /// The texts this node draws, joined by spaces.
    var joinedTexts: String {
        drawables.flatMap(\.texts).joined(separator: " ")
    }

    /// The texts and the images' symbols this node draws, in order and joined by spaces: a slider's value label
    /// as one line, `🔈` for `Image(systemName: "speaker.fill")`.
    var textsAndSymbols: String {
        drawables.flatMap(\.textsAndSymbols).joined(separator: " ")
    }

    /// The name of this node's views for assistive technology, as a label's (see `ResolvedView.accessibilityName`).
    var accessibilityName: String {
        ResolvedView.single(drawables, axis: .horizontal).accessibilityName
    }

    /// The drawables of this node, as `resolve(into:)` gives them.
    var drawables: [ResolvedView] {
        var views: [ResolvedView] = []
        resolve(into: &views)
        return views
    }

    /// The node of the label a `ButtonStyle` was given, inside the body it drew this button with.
    private var styledLabel: ViewNode? {
        guard case .button(_, tint: nil, _) = kind else { return nil }
        var pending = children
        while let node = pending.popLast() {
            if node.view is ButtonStyleConfiguration.Label { return node }
            pending += node.children.reversed()
        }
        return nil
    }

    /// A section's title: the texts and symbols of its header joined by spaces, `nil` without a header.
    var sectionTitle: String? {
        guard case .section(hasHeader: true, _) = kind, children.count > 1 else { return nil }
        var header: [ResolvedView] = []
        children[1].resolve(into: &header)
        return header.flatMap(\.textsAndSymbols).joined(separator: " ")
    }

    /// A section's footer as drawn, in the footnote style, dim: its views stacked at the leading edge; `nil`
    /// without a footer.
    var sectionFooter: ResolvedView? {
        guard case .section(let hasHeader, hasFooter: true) = kind, let footer = children.last,
            children.count == (hasHeader ? 3 : 2)
        else { return nil }
        var views: [ResolvedView] = []
        footer.resolve(into: &views)
        let stacked =
            views.count == 1
            ? views[0] : .stack(ResolvedStack(axis: .vertical, alignment: .leading, spacing: nil, children: views))
        return .modified(stacked, .font(.footnote))
    }

    var actionableID: ActionableID {
        ActionableID(rawValue: serial)
    }

    var isDisabled: Bool {
        !environment.isEnabled
    }
}

extension ResolvedView {
    /// `views` as one view: the only one, or a stack of them along `axis`.
    static func single(_ views: [ResolvedView], axis: Axis) -> ResolvedView {
        if views.count == 1 {
            return views[0]
        }
        return .stack(ResolvedStack(axis: axis, alignment: .center, spacing: nil, children: views))
    }

    /// The text of every `Text` in this tree, in order (list rows not included).
    public var texts: [String] {
        strings { view in
            switch view {
            case .text(let text), .sectionHeader(let text): [text]
            default: nil
            }
        }
    }

    /// The text of every `Text` and the symbol of every image in this tree, in order (list rows not included).
    var textsAndSymbols: [String] {
        strings { view in
            switch view {
            case .text(let text), .sectionHeader(let text): [text]
            case .image(let name): [SymbolMap.symbol(for: name)]
            default: nil
            }
        }
    }

    /// What `found` finds in this tree, in order (list rows not included): it answers for the views it knows,
    /// and the walk goes into the content of those it answers nil for.
    func strings(_ found: (ResolvedView) -> [String]?) -> [String] {
        if let strings = found(self) {
            return strings
        }
        switch self {
        case .button(let button):
            return button.label.strings(found)
        case .stack(let stack):
            return stack.children.flatMap { $0.strings(found) }
        case .zStack(_, let children), .viewThatFits(_, let children):
            // Every candidate of a `ViewThatFits`: which one shows is the renderer's choice, by the room it has.
            return children.flatMap { $0.strings(found) }
        case .barRow(let leading, let title, let trailing):
            // The bar's items, then the title over them.
            return [leading, trailing, title].flatMap { $0.strings(found) }
        case .grid(let grid):
            return grid.rows.flatMap(\.views).flatMap { $0.strings(found) }
        case .section(let header, let content):
            let header = header.map { [ResolvedView.sectionHeader($0)] } ?? []
            return (header + content).flatMap { $0.strings(found) }
        case .modified(let content, _), .scroll(_, let content):
            return content.strings(found)
        case .layered(let layers):
            return layers.content.strings(found) + layers.layer.strings(found)
        case .text, .sectionHeader, .toggle, .textField, .stepper, .picker, .slider, .progressView, .image, .spacer,
            .divider, .list, .shape:
            return []
        }
    }
}
