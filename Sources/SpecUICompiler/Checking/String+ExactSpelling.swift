extension String {
    /// Whether `other` is this name spelled with the same Unicode scalars.
    ///
    /// Swift's `==` treats canonically equivalent strings as equal (`é` precomposed and `e` with a combining
    /// acute); the Swift compiler compares identifiers scalar by scalar, so names must be matched that way too.
    func isSpelledExactly(like other: String) -> Bool {
        self == other && utf8.elementsEqual(other.utf8)
    }
}
