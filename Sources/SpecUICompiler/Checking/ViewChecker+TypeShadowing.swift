extension ViewChecker {
    /// Type names every generated view may refer to: the built-in views, SwiftUI's and the standard library's
    /// names the generated code uses, and the language's own types (`Double(n)` converts lengths).
    static let generatedTypeNames = Set(ReservedNames.typeNames + UnitDeclarations.builtinTypeNames)

    static func hidesTypeMessage(_ name: String, role: ViewMember.Role, hidden: String) -> String {
        let article = role == .environment ? "an" : "a"
        return "'\(name)' cannot name \(article) \(role.rawValue): the generated view would read it where it means "
            + "\(hidden) '\(name)'"
    }

    static func unitDeclaration(_ name: String) -> String { "'\(name)' is declared here" }

    /// Reports `member` when its name is a type the generated view refers to; returns whether it was reported.
    ///
    /// A member or loop variable named `Text`, `Double` or like a view or type of the unit would hide that type
    /// inside the generated struct, and swiftc would read `Text("…")` as a call of the member.
    mutating func reportHiddenType(by member: ViewMember) -> Bool {
        let name = member.name.name
        // Every type name starts with an uppercase letter; members rarely do.
        guard let first = name.unicodeScalars.first, first.properties.isUppercase else { return false }
        if let origin = declarations.origins[name] {
            let hidden = declarations.views[name] != nil ? "the view" : "the type"
            let note = Diagnostic.Note(message: Self.unitDeclaration(name), file: origin.path, range: origin.range)
            error(
                "reserved-name", Self.hidesTypeMessage(name, role: member.role, hidden: hidden), at: member.name.range,
                notes: [note])
            return true
        }
        guard Self.generatedTypeNames.contains(name) else { return false }
        error(
            "reserved-name", Self.hidesTypeMessage(name, role: member.role, hidden: "the type"), at: member.name.range)
        return true
    }
}
