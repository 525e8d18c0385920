/// A modifier after which a view holding views still holds them, each a view of its own: one that acts on each
/// (``ActsOnEachView``), or one that draws, which layout applies to each of them. As SwiftUI's `Group` documents,
/// "any modifier you apply to the group affects all of that group's members": `Group { a; b }.padding().onAppear`
/// pads each and runs the action for each.
protocol LeavesEachView {}

extension _StyleModifier: LeavesEachView {}
