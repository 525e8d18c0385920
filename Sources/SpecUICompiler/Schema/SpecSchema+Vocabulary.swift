extension SpecSchema {
    /// Built-in view names, in the order of SPEC-LANGUAGE §3's table.
    package static let views = BuiltinView.allCases.map(\.rawValue)
    /// Built-in views that may be written as a bare scalar (`- Spacer`): no value and no required argument.
    package static let bareViews = BuiltinView.allCases
        .filter { $0.primaryIsOptional && $0.requiredArguments.isEmpty }.map(\.rawValue)
    /// Modifier keys, in the order of SPEC-LANGUAGE §3's table.
    package static let modifiers = SpecDecoder.modifierKeys
    /// Modifiers a built-in view takes (`equatable` applies only to a view of the unit).
    package static let builtinViewModifiers = modifiers.filter { $0 != "equatable" }
    package static let colors = Color.allCases.map(\.rawValue)
    package static let fonts = Font.allCases.map(\.rawValue)
    package static let horizontalAlignments = HorizontalAlignment.allCases.map(\.rawValue)
    package static let verticalAlignments = VerticalAlignment.allCases.map(\.rawValue)
    package static let alignments = Alignment.allCases.map(\.rawValue)
    package static let edgeSets = EdgeSet.allCases.map(\.rawValue)
    package static let environmentValues = EnvironmentDecl.Key.allCases.map(\.rawValue)
    package static let topLevelKeys = SpecDecoder.topLevelKeys
    /// Names `types:` cannot declare.
    package static let builtinTypeNames = SpecDecoder.builtinTypeNames.sorted()
    /// Names neither a view nor a type can take: the generated Swift uses them (see `ReservedNames`).
    package static let reservedTypeNames = ReservedNames.typeNames
    /// Names only a view cannot take: its file would be another generated file.
    package static let reservedViewNames = ReservedNames.generatedFiles.keys.sorted()
}
