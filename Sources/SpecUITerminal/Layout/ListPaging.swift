/// A move of one list or scroll view by a window, Page Down (`forward`) or Page Up: by lines in a scroll view, and
/// in a `List` by rows, of whatever heights they are.
struct ListPaging: Hashable {
    /// The list's position among the frame's lists, in drawing order.
    var list: Int
    var forward: Bool
}
