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
        /// Value scalar `k` spans `ranges[k]`; `end` is where the value stops.
        case table(ranges: [SourceRange], end: SourceLocation)
    }

    private let storage: Storage

    init(_ scalar: YAMLScalar) {
        self = scalar.withText { ScalarLocator($0) }
    }

    init(_ text: ScalarText) {
        if let (first, count) = Self.directStart(
            style: text.style, start: text.start, source: text.source, value: text.value)
        {
            storage = .offset(first: first, count: count)
            return
        }
        var walker = ScalarSourceWalker(source: text.source, style: text.style, start: text.start)
        let (ranges, end) = walker.table(of: text.value)
        storage = .table(ranges: ranges, end: end)
    }

    /// The file range of a scalar's whole value, the same as `locator().range(of: 0..<count)` without a table.
    package static func wholeValueRange(of scalar: YAMLScalar) -> SourceRange {
        scalar.withText { wholeValueRange(of: $0) }
    }

    /// The file range of the whole value of a scalar's text.
    static func wholeValueRange(of text: ScalarText) -> SourceRange {
        guard
            let (first, count) = directStart(
                style: text.style, start: text.start, source: text.source, value: text.value)
        else {
            var walker = ScalarSourceWalker(source: text.source, style: text.style, start: text.start)
            return walker.wholeRange(of: text.value)
        }
        guard count > 0 else { return SourceRange(at: first) }
        return SourceRange(start: first, end: SourceLocation(line: first.line, column: first.column + count))
    }

    /// The file location of the value's Unicode scalar at `offset`; `value.count` gives the end.
    package func location(atScalarOffset offset: Int) -> SourceLocation {
        switch storage {
        case .offset(let first, let count):
            let clamped = min(max(offset, 0), count)
            return SourceLocation(line: first.line, column: first.column + clamped)
        case .table(let ranges, let end):
            return offset >= 0 && offset < ranges.count ? ranges[offset].start : end
        }
    }

    /// The file range covering the value's Unicode scalars at `offsets`.
    package func range(of offsets: Range<Int>) -> SourceRange {
        let start = location(atScalarOffset: offsets.lowerBound)
        guard !offsets.isEmpty else { return SourceRange(at: start) }
        switch storage {
        case .offset:
            return SourceRange(start: start, end: location(atScalarOffset: offsets.upperBound))
        case .table(let ranges, let end):
            let last = offsets.upperBound - 1
            return SourceRange(start: start, end: last >= 0 && last < ranges.count ? ranges[last].end : end)
        }
    }

    /// Where the value starts, and its length in scalars, when the value is exactly the source on one line minus
    /// any quotes.
    ///
    /// Compared as UTF-8 bytes (equal bytes are equal scalars), eight at a time, which is much cheaper than
    /// decoding scalars.
    private static func directStart(
        style: YAMLScalar.Style, start: SourceLocation, source: UnsafeBufferPointer<UInt8>,
        value: UnsafeBufferPointer<UInt8>
    ) -> (SourceLocation, Int)? {
        let skipped: Int
        switch style {
        case .plain: skipped = 0
        case .singleQuoted, .doubleQuoted: skipped = 1
        case .literal, .folded: return nil
        }
        guard source.count >= 2 * skipped, source.count - 2 * skipped == value.count else { return nil }
        var bits: UInt64 = 0
        var index = 0
        if let valueStart = value.baseAddress, let sourceStart = source.baseAddress {
            let valueWords = UnsafeRawPointer(valueStart)
            let sourceWords = UnsafeRawPointer(sourceStart + skipped)
            while index + 8 <= value.count {
                let word = valueWords.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                guard word == sourceWords.loadUnaligned(fromByteOffset: index, as: UInt64.self) else { return nil }
                // High bit of a byte: not ASCII; a zero byte after xor with `\n` or `\r` repeated: a line break.
                let newline = word ^ 0x0A0A_0A0A_0A0A_0A0A
                let carriageReturn = word ^ 0x0D0D_0D0D_0D0D_0D0D
                bits |= word & 0x8080_8080_8080_8080
                bits |= (newline &- 0x0101_0101_0101_0101) & ~newline & 0x8080_8080_8080_8080
                bits |= (carriageReturn &- 0x0101_0101_0101_0101) & ~carriageReturn & 0x8080_8080_8080_8080
                index += 8
            }
        }
        var ascii = bits == 0
        var lineBreak = !ascii
        while index < value.count {
            let byte = value[index]
            guard byte == source[skipped + index] else { return nil }
            if byte >= 0x80 { ascii = false }
            if byte == 0x0A || byte == 0x0D { lineBreak = true }
            index += 1
        }
        let first = SourceLocation(line: start.line, column: start.column + skipped)
        if ascii && !lineBreak { return (first, value.count) }
        // Rare: non-ASCII text, or a word that looked like it might hold a break.
        var count = 0
        for index in 0..<value.count {
            if value[index] & 0xC0 != 0x80 { count += 1 }
            if ScalarSourceWalker.lineBreakLength(in: value, at: index) > 0 { return nil }
        }
        return (first, count)
    }
}

extension YAMLScalar {
    /// A locator for positions inside this scalar's value.
    package func locator() -> ScalarLocator { ScalarLocator(self) }

    /// The file range of this scalar's whole value (see `ScalarLocator.wholeValueRange(of:)`).
    package func valueRange() -> SourceRange { ScalarLocator.wholeValueRange(of: self) }
}
