/// A view that builds one child per element of its data, each keyed by the element's id: `ForEach`.
///
/// A picker takes the id of an element as the tag of the option the element builds, as SwiftUI does.
protocol ElementViews {}
