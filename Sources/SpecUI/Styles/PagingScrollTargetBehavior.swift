/// A scroll view resting at a multiple of its window, SwiftUI's `.paging`; a terminal pages with Page Up and Page
/// Down already (see `ScrollTargetBehavior`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Equatable, Sendable {
    public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
