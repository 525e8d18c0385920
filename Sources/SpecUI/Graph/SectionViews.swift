/// A view that is a `Section`, as its type shows (modified or not): a `ForEach` whose elements are sections gives
/// a `List` each one's header and rows as rows of its own, as a written-out `Section` does.
protocol SectionViews {}

extension Section: SectionViews {}

extension ModifiedContent: SectionViews where Content: SectionViews {}
