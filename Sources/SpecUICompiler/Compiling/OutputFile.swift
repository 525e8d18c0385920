/// A Swift file found in the output directory.
package struct OutputFile: Hashable, Sendable {
    package var name: String
    package var contents: [UInt8]

    package init(name: String, contents: [UInt8]) {
        self.name = name
        self.contents = contents
    }

    /// Whether the file starts with the `specui` header, so that `specui` may replace or remove it.
    package var isGenerated: Bool { contents.starts(with: OutputPlan.generatedMarker.utf8) }
}
