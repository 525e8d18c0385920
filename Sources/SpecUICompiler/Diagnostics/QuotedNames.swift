/// How a message quotes what the spec's author wrote: a name, key or value longer than a line is shortened to its
/// first scalars and `…`, so a two-megabyte word costs a line, not two megabytes for every message that names it.
///
/// Applied once to every message and note as the diagnostic is made, so each message names things the same way;
/// the source line printed under a diagnostic is windowed on its own (``DiagnosticRenderer``).
package enum QuotedNames {
    /// How many scalars of a long quoted text are kept.
    static let keptScalars = 40

    /// The longest quoted text kept whole: a little longer than what is kept, so that `…` always saves something.
    static let longestWhole = 48

    /// A message longer than this many bytes also has its double-quoted texts shortened: a hint spells a whole
    /// YAML scalar double-quoted, which is worth copying when it is a line long and not when it is megabytes.
    static let longestMessage = 2_000

    /// `message` with each quoted text longer than `longestWhole` scalars shortened to its first `keptScalars`
    /// and `…`: single-quoted texts, and in a message longer than `longestMessage` bytes, double-quoted ones.
    ///
    /// A quote opens after anything but a letter or digit and closes before anything but one, so the apostrophe
    /// of `Toggle's` neither opens nor closes a quotation.
    package static func shortened(_ message: String) -> String {
        guard message.utf8.count > longestWhole else { return message }
        let doubleQuoted = message.utf8.count > longestMessage
        let scalars = Array(message.unicodeScalars)
        func isWordScalar(_ index: Int) -> Bool {
            scalars.indices.contains(index) && scalars[index].properties.isAlphabetic
                || scalars.indices.contains(index) && ("0"..."9").contains(scalars[index])
        }
        // Most messages quote nothing long: the scalars each long quote leaves out are found first, and a message
        // without any is returned as it is instead of being copied scalar by scalar.
        var cuts: [Range<Int>] = []
        var index = 0
        // Once a quote finds no closing one, no later quote can: the rest is kept as it is.
        var mayClose = true
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            guard mayClose, scalar == "'" || (doubleQuoted && scalar == "\""), !isWordScalar(index - 2) else {
                continue
            }
            // A double-quoted text holds its own quotes escaped.
            guard
                let close = scalars[index...].indices.first(where: {
                    scalars[$0] == scalar && !isWordScalar($0 + 1) && (scalar == "'" || scalars[$0 - 1] != "\\")
                })
            else {
                mayClose = false
                continue
            }
            if close - index > longestWhole { cuts.append(index + keptScalars..<close) }
            index = close + 1
        }
        guard !cuts.isEmpty else { return message }
        var result = String.UnicodeScalarView()
        var kept = 0
        for cut in cuts {
            result.append(contentsOf: scalars[kept..<cut.lowerBound])
            result.append("…")
            kept = cut.upperBound
        }
        result.append(contentsOf: scalars[kept...])
        return String(result)
    }
}
