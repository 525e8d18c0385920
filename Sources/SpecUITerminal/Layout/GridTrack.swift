import SpecUI

/// A column of a `LazyVGrid` or a row of a `LazyHGrid` once the room it is offered is shared: its length, the
/// spacing after it, and how views sit in its cells.
struct GridTrack: Equatable {
    var length: Int
    var spacing: Int
    var alignment: Alignment?

    /// The tracks of `items` in `available` cells, `defaultSpacing` between them where an item sets none.
    ///
    /// Fixed items take their length; the flexible and adaptive ones share what is left equally, the most bounded
    /// first, each kept between its bounds; an adaptive item then holds as many tracks of at least its minimum as
    /// fit in its share. Offered no limit, a flexible item takes its minimum and an adaptive one a single track of
    /// its minimum.
    static func tracks(_ items: [GridItem], available: Int, defaultSpacing: Int) -> [GridTrack] {
        let spacings = items.map { $0.spacing.map { LayoutNode.cells($0) } ?? defaultSpacing }
        var lengths = items.map { item -> Int? in
            if case .fixed(let length) = item.size { return LayoutNode.cells(length) }
            return nil
        }
        let bounded = available < Proposal.unbounded
        var remaining = available - lengths.reduce(0) { $0 + ($1 ?? 0) } - spacings.dropLast().reduce(0, +)
        // The most bounded first; an adaptive item's share holds several tracks, so only its tracks are bounded.
        let upper = { (item: GridItem) in isAdaptive(item) ? Int.max : maximum(item) }
        let open = items.indices.filter { lengths[$0] == nil }.sorted { upper(items[$0]) < upper(items[$1]) }
        for (position, index) in open.enumerated() {
            let share = max(0, remaining) / (open.count - position)
            let lower = minimum(items[index])
            let length = bounded ? min(max(share, lower), upper(items[index])) : lower
            lengths[index] = length
            remaining -= length
        }
        var tracks: [GridTrack] = []
        for (index, item) in items.enumerated() {
            let length = lengths[index] ?? 0
            guard case .adaptive = item.size, bounded else {
                tracks.append(GridTrack(length: length, spacing: spacings[index], alignment: item.alignment))
                continue
            }
            let (lower, upper, spacing) = (max(1, minimum(item)), maximum(item), spacings[index])
            let count = max(1, (length + spacing) / (lower + spacing))
            let room = length - spacing * (count - 1)
            for track in 0..<count {
                let share = min(upper, room / count + (track < room % count ? 1 : 0))
                tracks.append(GridTrack(length: share, spacing: spacing, alignment: item.alignment))
            }
        }
        return tracks
    }

    private static func isAdaptive(_ item: GridItem) -> Bool {
        if case .adaptive = item.size { return true }
        return false
    }

    private static func minimum(_ item: GridItem) -> Int {
        switch item.size {
        case .fixed(let length): LayoutNode.cells(length)
        case .flexible(let minimum, _), .adaptive(let minimum, _): LayoutNode.cells(minimum)
        }
    }

    private static func maximum(_ item: GridItem) -> Int {
        switch item.size {
        case .fixed(let length): LayoutNode.cells(length)
        case .flexible(_, let maximum), .adaptive(_, let maximum): LayoutNode.cells(maximum)
        }
    }
}
