import SpecUICompiler

/// Text with position markers `1️⃣` … `9️⃣` and `🔟` stripped out, and where each marker stood.
///
/// Tests write the expected position of a diagnostic inside the input instead
/// of counting columns by hand. Locations are 1-based; columns count Unicode
/// scalars, like `SourceLocation`.
struct MarkedText {
    /// The input without its markers.
    let text: String
    /// Marker number (1 for `1️⃣`) to where it stood in `text`.
    let markers: [Int: SourceLocation]

    init(_ marked: String) {
        var clean = String.UnicodeScalarView()
        var markers: [Int: SourceLocation] = [:]
        var line = 1
        var column = 1
        let scalars = Array(marked.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if let (number, length) = Self.marker(in: scalars, at: index) {
                markers[number] = SourceLocation(line: line, column: column)
                index += length
                continue
            }
            let scalar = scalars[index]
            clean.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        self.text = String(clean)
        self.markers = markers
    }

    /// The location of marker `number`; a test that asks for a marker it did not write fails loudly.
    subscript(_ number: Int) -> SourceLocation {
        guard let location = markers[number] else {
            preconditionFailure("no marker \(number) in the marked text")
        }
        return location
    }

    /// The text as bytes, the way the loader receives a file.
    var bytes: [UInt8] { Array(text.utf8) }

    private static func marker(in scalars: [Unicode.Scalar], at index: Int) -> (number: Int, length: Int)? {
        if scalars[index] == "\u{1F51F}" { return (10, 1) }
        guard index + 2 < scalars.count, scalars[index + 1] == "\u{FE0F}", scalars[index + 2] == "\u{20E3}",
            let digit = scalars[index].properties.numericType == .decimal ? Int(String(scalars[index])) : nil,
            digit >= 1
        else { return nil }
        return (digit, 3)
    }
}
