extension SwiftGenerator {
    /// How the generator shapes its output; the defaults are what `specui compile` writes.
    package struct Options: Sendable, Equatable {
        /// Whether deep or large subtrees and `ForEach` rows with containers become private subviews.
        package var extractsSubviews: Bool

        package init(extractsSubviews: Bool = true) {
            self.extractsSubviews = extractsSubviews
        }
    }

    /// The options the generator reads while it runs; set through `generate(_:sources:options:)`.
    @TaskLocal static var options = Options()

    /// The files for a unit, generated with `options` instead of the defaults (to measure what extraction buys).
    package static func generate(_ unit: CheckedUnit, sources: [SpecSource], options: Options) -> [GeneratedFile] {
        $options.withValue(options) { generate(unit, sources: sources) }
    }
}
