/// What a graph node stands for once its view has been built.
enum NodeKind {
    /// A view with a `body`; its single child is the body.
    case composite(name: String)
    /// Views without drawing of their own: tuples, conditionals, groups, `ForEach`, `.id`.
    case group
    case leaf(ResolvedView)
    /// A button; its label is the only child, drawn in `tint` where nothing inside colors it, or in the colors
    /// around it for nil. A `NavigationLink` is one, `isNavigationLink`, which a `List` row draws with a chevron.
    case button(action: @MainActor () -> Void, tint: Color?, isNavigationLink: Bool = false)
    /// A toggle; its label is the only child, whose texts are the title.
    case toggle(isOn: Binding<Bool>)
    /// A text field, secure field or text editor, as `entry` says. Return in a field runs the `onSubmit` actions
    /// around it, innermost first.
    case textField(placeholder: String, text: Binding<String>, entry: TextEntry, submitActions: [SubmitAction])
    /// A stepper; its label is the only child, whose texts are the title.
    /// `valueText` is the value as assistive technology reads it, nil for a stepper of actions, which has none;
    /// a stepper draws only its buttons, as SwiftUI's does, and `drawsValue` (a `DatePicker`) draws it between them.
    case stepper(value: Binding<Int>, range: ClosedRange<Int>?, step: Int, valueText: String?, drawsValue: Bool)
    /// A picker; its first child is the label, whose texts are the title, its second the options.
    case picker(PickerSelection)
    /// A picker drawn as the items of the menu it is in: its first child is its content, built and not drawn, whose
    /// views are the options, its second the items.
    case pickerOptions
    /// A slider; its label, minimum value label and maximum value label are its children, in that order.
    case slider(SliderValue)
    /// A `tag(_:)` around its content, which it draws unchanged.
    case tag(AnyHashable)
    case stack(axis: Axis, alignment: Alignment, spacing: Double?)
    case zStack(Alignment)
    /// A `ViewThatFits`: its content's views are the candidates, in order.
    case viewThatFits(Axis.Set)
    /// A `Grid`, `LazyVGrid` or `LazyHGrid`; its content is the only child.
    case grid(ResolvedGrid.Tracks, alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?)
    /// A `GridRow`: a row of cells inside a `Grid`, a group elsewhere.
    case gridRow(VerticalAlignment?)
    /// A `gridCellColumns(_:)` around its content, which it draws unchanged.
    case gridCellColumns(Int)
    /// A `gridCellUnsizedAxes(_:)` around its content, which it draws unchanged.
    case gridCellUnsizedAxes(Axis.Set)
    /// A `gridColumnAlignment(_:)` around its content, which it draws unchanged.
    case gridColumnAlignment(HorizontalAlignment)
    /// A section; its first child is the content, then the header and the footer, each when it has one.
    case section(hasHeader: Bool, hasFooter: Bool)
    case list
    /// A `ScrollView`; its content is the only child.
    case scroll(Axis.Set)
    /// A `NavigationStack`: its levels, root first, then its bar; it shows the bar over the last level.
    case navigation
    /// A `NavigationStack`'s bar: the back button over a pushed level, nothing at the root.
    case navigationBar
    /// A `navigationTitle(_:)` around its content, which it draws unchanged.
    case navigationTitle(String)
    /// A `searchable(text:prompt:)` around a level's content: its first child is the content, its second the search
    /// field, which only the `NavigationStack` showing the level draws, under the title. `text` is the field's text,
    /// which a search completion writes.
    case searchable(text: Binding<String>)
    /// A `searchSuggestions` around a level's content: its first child is the content, its second the suggestions,
    /// which only the `NavigationStack` showing the level draws, in place of the level while its search is active.
    case searchSuggestions
    /// A `refreshable(action:)` around its content, which it draws unchanged; it keeps the refresh action.
    case refreshable
    /// A `navigationBarBackButtonHidden(_:)` around a level's content, which it draws unchanged.
    case navigationBarBackButtonHidden(Bool)
    /// A `toolbar(_:for:)` of the navigation bar or the tab bar, or `navigationBarHidden(_:)`, around a view,
    /// which it draws unchanged: true hides the bar, nil leaves it to the views around.
    case barsHidden(navigationBar: Bool?, tabBar: Bool?)
    /// An `interactiveDismissDisabled(_:)` around a presented view's content, which it draws unchanged.
    case interactiveDismissDisabled(Bool)
    /// A column of a `NavigationSplitView` side by side: drawn in a frame as wide as the outermost
    /// `navigationSplitViewColumnWidth` in it says, else `width`; a hidden one is in no room and takes no taps.
    case splitViewColumn(width: Double, isShown: Bool)
    /// A `navigationSplitViewColumnWidth(_:)` around its content, which it draws unchanged.
    case splitViewColumnWidth(Double)
    /// A `TabView`: its content, whose views are its tabs; it shows one of them above its tab bar.
    case tabView
    /// A `tabItem(_:)`: the tab's view is the first child, drawn unchanged, the item's label the second.
    case tabItem
    /// An icon-only label: its icon is the first child, drawn, and its title the second, built and not drawn, which
    /// names the icon for assistive technology.
    case iconOnlyLabel
    /// A `badge(_:)` around its content, which it draws unchanged.
    case badge(String)
    /// A `navigationBarTitleDisplayMode(_:)` or `toolbarTitleDisplayMode(_:)` around its content, which it draws
    /// unchanged.
    case navigationTitleDisplayMode(ToolbarTitleDisplayMode)
    /// A `ToolbarItem` or `ToolbarItemGroup`: drawn, and its content's controls found, only by the stack showing it.
    case toolbarItem(ToolbarItemPlacement.Region)
    /// An `overlay` or `background` with a view: the modified view is the first child, the secondary view the second.
    case layered(alignment: Alignment, position: ResolvedLayers.Position)
    /// A `sheet` or `alert`: the modified view is the first child, the presented view, while presented, the
    /// second; the host shows the presented view in place of the screen.
    case presenting(PresentationStyle)
    /// A modifier wrapping its content; `nil` for modifiers that only behave (`onAppear`, `onChange`).
    case modifier(ResolvedModifier?)
}
