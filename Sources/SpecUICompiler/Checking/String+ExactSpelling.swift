extension String {
    /// Whether this string and `other` have the same scalars, byte for byte.
    ///
    /// Swift's `==` treats canonically equivalent strings as equal (`é` precomposed and `e` with a combining
    /// acute); the Swift compiler compares identifiers scalar by scalar, so names must be matched that way too.
    func hasSameScalars(as other: String) -> Bool {
        // Equal names are nearly always the same bytes; an equivalent spelling with other scalars differs in them.
        guard utf8.count == other.utf8.count else { return false }
        var mine = self
        var theirs = other
        return mine.withUTF8 { mine in theirs.withUTF8 { mine.elementsEqual($0) } }
    }

}
