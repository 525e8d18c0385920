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
        if let first = Self.directStart(of: scalar) {
            storage = .offset(first: first, count: scalar.value.unicodeScalars.count)
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

    /// Where the value starts when the value is exactly the source on one line, minus any quotes.
    private static func directStart(of scalar: YAMLScalar) -> SourceLocation? {
        // Compared as UTF-8 bytes (equal bytes are equal scalars), which is much cheaper than decoding scalars.
        var inner = scalar.source.utf8[...]
        switch scalar.style {
        case .plain:
            break
        case .singleQuoted, .doubleQuoted:
            guard inner.count >= 2 else { return nil }
            inner = inner.dropFirst().dropLast()
        case .literal, .folded:
            return nil
        }
        guard inner.elementsEqual(scalar.value.utf8) else { return nil }
        let isASCII = inner.allSatisfy { $0 < 0x80 }
        let hasLineBreak =
            isASCII
            ? inner.contains { $0 == 0x0A || $0 == 0x0D }
            : scalar.value.unicodeScalars.contains(where: ScalarSourceWalker.isLineBreak)
        guard !hasLineBreak else { return nil }
        let skipped = scalar.style == .plain ? 0 : 1
        return SourceLocation(line: scalar.start.line, column: scalar.start.column + skipped)
    }
}

extension YAMLScalar {
    /// A locator for positions inside this scalar's value.
    package func locator() -> ScalarLocator { ScalarLocator(self) }
}
