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
