/// Maps a position in a scalar's decoded `value` back to a location in the file.
///
/// Expression and template diagnostics point inside scalars; this is how they
/// find the column. A single-line scalar whose value is its source text (the
/// common case) maps by adding an offset; anything else (escapes, `''`,
/// folded lines, block scalars) gets a table built once by walking the source.
package struct ScalarLocator: Hashable, Sendable {
    private enum Storage: Hashable, Sendable {
        /// Value scalar `k` is `count` columns right of `first`.
        case offset(first: SourceLocation, count: Int)
        /// Value scalar `k` spans `starts[k]..<ends[k]`; `end` is where the value stops.
        case table(starts: [SourceLocation], ends: [SourceLocation], end: SourceLocation)
    }

    private let storage: Storage

    init(_ scalar: YAMLScalar) {
        if let (first, count) = Self.directStart(of: scalar) {
            storage = .offset(first: first, count: count)
        } else {
            var walker = ScalarSourceWalker(scalar)
            let (starts, ends, end) = walker.table()
            storage = .table(starts: starts, ends: ends, end: end)
        }
    }

    /// The file location of the value's Unicode scalar at `offset`; `value.count` gives the end.
    package func location(atScalarOffset offset: Int) -> SourceLocation {
        switch storage {
        case .offset(let first, let count):
            let clamped = min(max(offset, 0), count)
            return SourceLocation(line: first.line, column: first.column + clamped)
        case .table(let starts, _, let end):
            return offset >= 0 && offset < starts.count ? starts[offset] : end
        }
    }

    /// The file range covering the value's Unicode scalars at `offsets`.
    package func range(of offsets: Range<Int>) -> SourceRange {
        let start = location(atScalarOffset: offsets.lowerBound)
        guard !offsets.isEmpty else { return SourceRange(at: start) }
        switch storage {
        case .offset:
            return SourceRange(start: start, end: location(atScalarOffset: offsets.upperBound))
        case .table(_, let ends, let end):
            let last = offsets.upperBound - 1
            return SourceRange(start: start, end: last >= 0 && last < ends.count ? ends[last] : end)
        }
    }

    /// Where the value starts, and its length in scalars, when the value is exactly the source on one line minus
    /// any quotes.
    private static func directStart(of scalar: YAMLScalar) -> (SourceLocation, Int)? {
        let skipped: Int
        switch scalar.style {
        case .plain: skipped = 0
        case .singleQuoted, .doubleQuoted: skipped = 1
        case .literal, .folded: return nil
        }
        let source = scalar.source
        guard source.utf8.count >= 2 * skipped else { return nil }
        let first = SourceLocation(line: scalar.start.line, column: scalar.start.column + skipped)
        if let direct = directBytes(of: scalar.value, in: source, skipping: skipped) {
            guard direct.equal, !direct.lineBreak else { return nil }
            if direct.ascii { return (first, scalar.value.utf8.count) }
            guard !scalar.value.unicodeScalars.contains(where: ScalarSourceWalker.isLineBreak) else { return nil }
            return (first, scalar.value.unicodeScalars.count)
        }
        // Compared as UTF-8 bytes (equal bytes are equal scalars), which is much cheaper than decoding scalars.
        let inner = source.utf8.dropFirst(skipped).dropLast(skipped)
        guard inner.elementsEqual(scalar.value.utf8) else { return nil }
        guard !scalar.value.unicodeScalars.contains(where: ScalarSourceWalker.isLineBreak) else { return nil }
        return (first, scalar.value.unicodeScalars.count)
    }

    /// One pass over contiguous UTF-8: whether the value equals the source between its quotes, whether it is
    /// ASCII, and whether it holds an ASCII line break; nil when either text is not stored contiguously.
    private static func directBytes(
        of value: String, in source: Substring, skipping skipped: Int
    ) -> (equal: Bool, ascii: Bool, lineBreak: Bool)? {
        let found = source.utf8.withContiguousStorageIfAvailable { source in
            value.utf8.withContiguousStorageIfAvailable { value -> (equal: Bool, ascii: Bool, lineBreak: Bool) in
                guard source.count - 2 * skipped == value.count else { return (false, false, false) }
                var bits: UInt8 = 0
                var lineBreak = false
                for index in 0..<value.count {
                    let byte = value[index]
                    guard byte == source[skipped + index] else { return (false, false, false) }
                    bits |= byte
                    if byte == 0x0A || byte == 0x0D { lineBreak = true }
                }
                return (true, bits < 0x80, lineBreak)
            }
        }
        return found ?? nil
    }
}

extension YAMLScalar {
    /// A locator for positions inside this scalar's value.
    package func locator() -> ScalarLocator { ScalarLocator(self) }
}
