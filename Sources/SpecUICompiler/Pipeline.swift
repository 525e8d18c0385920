/// The compiler's stages, in the order data flows:
///
/// 1. **Syntax** — libyaml's event API turns bytes into `YAMLNode`s with source ranges.
/// 2. **Parsing** — nodes are decoded into the `SpecFile` AST; scalars are read as
///    templates, expressions or literals by position (Expressions/ parses §4–§5).
/// 3. **Checking** — names, types, stable ids and lints over the whole unit; the
///    result is the same AST with types filled in, plus diagnostics.
/// 4. **Generating** — Swift source for each view and the shared types.
package enum Pipeline {
    /// A spec file's top-level node after the Syntax stage.
    package struct LoadedFile: Hashable, Sendable {
        package var path: String
        package var root: YAMLNode
    }

    /// Loads every source; files that fail to load are left out and explained in `diagnostics`.
    package static func load(_ sources: [SpecSource], diagnostics: inout [Diagnostic]) -> [LoadedFile] {
        sources.compactMap { source in
            YAMLLoader.load(source.bytes, path: source.path, diagnostics: &diagnostics).map {
                LoadedFile(path: source.path, root: $0)
            }
        }
    }
}
