extension ViewNode {
    /// A picker's options in order: the content's tagged views, and the views an element of a `ForEach` builds
    /// without a tag of their own, tagged with the element's id; other views are options without a tag.
    var pickerOptions: [PickerOption] {
        guard case .picker = kind, children.count > 1 else { return [] }
        return children[1].optionsOfPickerContent
    }

    /// The options of a picker whose content this node is.
    var optionsOfPickerContent: [PickerOption] {
        options(implicitTag: nil)
    }

    private func options(implicitTag: AnyHashable?) -> [PickerOption] {
        switch kind {
        case .tag(let tag):
            return [PickerOption(tag: tag, title: joinedTexts, systemImage: firstSystemImage)]
        case .composite, .group, .modifier:
            let keyedByElement = view is any ElementViews
            return children.flatMap { $0.options(implicitTag: keyedByElement ? $0.key : implicitTag) }
        default:
            return [PickerOption(tag: implicitTag, title: joinedTexts, systemImage: firstSystemImage)]
        }
    }
}

extension ViewNode {
    /// The name of the first system image this node draws, if any.
    var firstSystemImage: String? {
        ResolvedView.single(drawables, axis: .horizontal).strings { view in
            if case .image(let name) = view { [name] } else { nil }
        }.first
    }

    /// The tag of the first option after the selected one (before it, going back) that the selection can take,
    /// past the last option back to the first when `wrapping`; with nothing selected, the first such option (the
    /// last, going back). `nil` when there is none to move to.
    func adjacentPickerTag(forward: Bool, wrapping: Bool) -> AnyHashable? {
        guard case .picker(let selection) = kind else { return nil }
        let tags = pickerOptions.map(\.tag)
        let selectable = tags.indices.filter { tags[$0].map(selection.canSelect) ?? false }
        let order = forward ? selectable : selectable.reversed()
        guard let current = tags.firstIndex(where: { $0.map(selection.isSelected) ?? false }) else {
            return order.first.flatMap { tags[$0] }
        }
        let next =
            order.first { forward ? $0 > current : $0 < current }
            ?? (wrapping ? order.first { $0 != current } : nil)
        return next.flatMap { tags[$0] }
    }
}
