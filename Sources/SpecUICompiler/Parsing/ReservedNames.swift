/// Names a spec may not declare because the generated Swift already gives them a meaning.
///
/// A view or type named like a SwiftUI type (`Text`, `State`) would shadow it for every generated file of the
/// module; one named like a generated file or declaration (`Types`, `CounterView_Previews`) would overwrite or
/// redeclare it.
package enum ReservedNames {
    /// SwiftUI's names that generated code uses, besides the built-in views.
    static let swiftUITypes: Set<String> = [
        "View", "ViewBuilder", "ViewModifier", "State", "Binding", "Environment", "EnvironmentValues",
        "PreviewProvider", "Color", "Font", "Edge", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Axis",
        "EquatableView", "ModifiedContent", "AnyView", "TupleView", "DynamicProperty", "SwiftUI", "SpecUI",
    ]

    /// The associated types of the protocols generated structs conform to, which a type of the same name would be
    /// hidden by inside them: `Body` of `View`, `Previews` of `PreviewProvider`.
    static let associatedTypes: [String: String] = ["Body": "View", "Previews": "PreviewProvider"]

    /// The standard library's names that generated code uses, besides the language's own types.
    static let standardTypes: Set<String> = [
        "Swift", "Optional", "Array", "Range", "ClosedRange", "Character", "Never", "Void", "CGFloat", "Equatable",
        "Hashable", "Identifiable", "CaseIterable", "Sendable",
    ]

    /// Names the generated PreviewRegistry.swift declares or uses besides the registry itself: its entry type,
    /// and `MainActor`, which a type of the unit would turn from an attribute into a type.
    static let registryNames: Set<String> = ["PreviewRegistryEntry", "MainActor"]

    /// Views that would be written to the file a generated declaration already takes.
    static let generatedFiles: [String: String] = ["Types": "Types.swift", "PreviewRegistry": "PreviewRegistry.swift"]

    /// The suffix of every view's generated `PreviewProvider`.
    static let previewsSuffix = "_Previews"

    /// Whether Swift reserves `name` as a member of every type: `Foo.Type` and `Foo.Protocol` are metatypes.
    static func isMetatypeMember(_ name: String) -> Bool { name == "Type" || name == "Protocol" }

    /// Whether Swift reads `.name` as `Optional`'s own case where the enum is optional (`Status?`).
    static func isOptionalCase(_ name: String) -> Bool { name == "none" || name == "some" }

    /// Whether `name` is a property observer's keyword: Swift reads a closure that starts with `didSet` or `willSet`
    /// (`{ didSet += 1 }`, `{ willSet in ... }`) as an observer block, so a trailing closure naming it first does
    /// not compile.
    static func isObserverKeyword(_ name: String) -> Bool { name == "didSet" || name == "willSet" }

    /// Whether a record field `name` would implement `Hashable` itself: a stored `hashValue` replaces the hash
    /// Swift derives from every field, with a deprecation warning.
    static func isHashableRequirement(_ name: String) -> Bool { name == "hashValue" }

    /// Whether an enum case `name` would clash with `CaseIterable`'s `allCases`, making `Status.allCases`
    /// ambiguous, or with its `AllCases` type, which the conformance declares.
    static func isCaseIterableRequirement(_ name: String) -> Bool { name == "allCases" || name == "AllCases" }

    /// Every name that `typeNameConflict` rejects by itself (names ending in `previewsSuffix` aside), sorted.
    static let typeNames: [String] =
        (BuiltinView.allCases.map(\.rawValue) + swiftUITypes + associatedTypes.keys + standardTypes + registryNames
        + ["PreviewRegistry"])
        .sorted()

    /// `typeNames` as a set.
    static let typeNameSet = Set(typeNames)

    /// Why `name` cannot name a view or a type, or nil when it can.
    static func typeNameConflict(_ name: String) -> String? {
        if BuiltinView.named(name) != nil || swiftUITypes.contains(name) {
            return "it is SwiftUI's '\(name)', which the generated Swift uses"
        }
        if let owner = associatedTypes[name] {
            return "inside a generated '\(owner)', '\(name)' is its associated type, which hides a type of that name"
        }
        if standardTypes.contains(name) { return "it is the standard library's '\(name)'" }
        if name == "PreviewRegistry" { return "the generated PreviewRegistry.swift declares it" }
        if registryNames.contains(name) { return "the generated PreviewRegistry.swift declares or uses it" }
        if name.hasSuffix(previewsSuffix) { return "generated previews are named '<View>\(previewsSuffix)'" }
        return nil
    }

    /// Why a view (not a type) cannot be called `name`: its file would be another generated file, or it is a
    /// built-in type.
    static func viewNameConflict(_ name: String) -> String? {
        if let file = generatedFiles[name] { return "its file would overwrite the generated \(file)" }
        // A type of the same name is rejected where the types are declared, as a redeclaration.
        if SpecDecoder.builtinTypeNames.contains(name) {
            return "it is the built-in type '\(name)', which the generated Swift uses"
        }
        return typeNameConflict(name)
    }
}
