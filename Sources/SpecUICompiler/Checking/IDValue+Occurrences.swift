extension IDValue {
    /// The first place each id was written, for reporting a later one that repeats it.
    struct Occurrences {
        private var ranges: [IDValue: SourceRange] = [:]

        /// The earlier occurrence of `value` (as written there) when it repeats one; otherwise records `value`
        /// at `range` and returns nil.
        mutating func earlier(_ value: IDValue, at range: SourceRange) -> (value: IDValue, range: SourceRange)? {
            // The stored key is the earlier spelling: `1` and `1.0` read as Doubles are one id.
            if let index = ranges.index(forKey: value) { return (ranges[index].key, ranges[index].value) }
            ranges[value] = range
            return nil
        }
    }
}
