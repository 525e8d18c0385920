/// Toolbar items gathered in a type of one's own, to hand to `toolbar`:
///
/// ```swift
/// struct EditorToolbar: ToolbarContent {
///     let save: () -> Void
///
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .confirmationAction) { Button("Save", action: save) }
///         ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
///     }
/// }
/// ```
///
/// A toolbar's items are views here, so toolbar content is a view whose body the bar draws its items from, and
/// `@ToolbarContentBuilder` builds it as `@ViewBuilder` does.
public protocol ToolbarContent: View {}

/// Builds toolbar content from the items of a closure: `@ViewBuilder`, as toolbar items are views.
public typealias ToolbarContentBuilder = ViewBuilder

extension ToolbarItem: ToolbarContent {}
extension ToolbarItemGroup: ToolbarContent {}
extension TupleView: ToolbarContent {}
extension Group: ToolbarContent where Content: ToolbarContent {}
extension ForEach: ToolbarContent where Content: ToolbarContent {}
extension Optional: ToolbarContent where Wrapped: ToolbarContent {}
extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {}
