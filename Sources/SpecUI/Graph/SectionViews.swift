/// A view that is a `Section`, as its type shows (modified or not, or a section an `if` shows): a `ForEach` whose
/// elements are sections gives a `List` each one's header and rows as rows of its own, as a written-out `Section`
/// does.
protocol SectionViews {}

extension Section: SectionViews {}

extension ModifiedContent: SectionViews where Content: SectionViews {}

/// `if !rows.isEmpty { Section(...) }`: a section or none.
extension Optional: SectionViews where Wrapped: SectionViews {}

/// `if ... { Section(...) } else { Section(...) }`: a section either way.
extension _ConditionalContent: SectionViews where TrueContent: SectionViews, FalseContent: SectionViews {}

/// Whether views of `type` are sections: by their type, or for a view of one's own by its body's, as SwiftUI's
/// `List` takes the header and rows of a section a row view's body makes
/// (`ForEach($groups) { GroupRow(group: $0) }`, whose body is a `Section`).
func areSections(_ type: Any.Type) -> Bool {
    if type is any SectionViews.Type { return true }
    guard let view = type as? any View.Type else { return false }
    return bodyIsSections(view)
}

private func bodyIsSections<V: View>(_: V.Type) -> Bool {
    V.Body.self != Never.self && areSections(V.Body.self)
}
