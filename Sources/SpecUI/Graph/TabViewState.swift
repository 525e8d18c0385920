/// What a `TabView` keeps between updates: its selection, and the tab it showed last.
///
/// A class because the view's node and the tab items inside it, which choose tabs, refer to the one state.
@MainActor
final class TabViewState {
    /// The index of the tab shown when the view has no selection binding.
    var selectedIndex = 0
    /// The selection binding, which the tabs' tags are matched against; nil without one.
    var selection: PickerSelection?
    /// The tab shown after the last update, whose `onAppear` actions have run.
    weak var shownTab: ViewNode?
    weak var node: ViewNode?
}
