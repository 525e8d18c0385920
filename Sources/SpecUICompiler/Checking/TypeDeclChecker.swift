import SpecUIText

/// Checks the unit's `types:`: every named type exists, enum cases are distinct,
/// and no record contains itself by value.
struct TypeDeclChecker {
    let declarations: UnitDeclarations

    static func unknownType(_ name: String, suggestion: String) -> String { "unknown type '\(name)'\(suggestion)" }

    /// The language's type for a name Swift or another language gives it (`Float`, `Int64`, `Boolean`), which no
    /// edit distance finds.
    static let languageSpelling: [String: String] = [
        "Float": "Double", "Float16": "Double", "Float32": "Double", "Float64": "Double", "Float80": "Double",
        "CGFloat": "Double", "Decimal": "Double", "Number": "Double",
        "Int8": "Int", "Int16": "Int", "Int32": "Int", "Int64": "Int", "UInt": "Int", "UInt8": "Int",
        "UInt16": "Int", "UInt32": "Int", "UInt64": "Int", "Integer": "Int", "Long": "Int",
        "Boolean": "Bool", "Character": "String", "Substring": "String",
    ]

    static func recursiveRecord(_ type: String, field: String, path: [String]) -> String {
        let chain = path.joined(separator: " → ")
        return "record '\(type)' contains itself by value through '\(field)' (\(chain)); "
            + "store it in an array such as '[\(type)]' instead"
    }

    /// Reports an unknown name inside `type`, written at `range`; returns whether the type is valid.
    @discardableResult
    func validate(_ type: TypeRef, at range: SourceRange, file: String, diagnostics: inout [Diagnostic]) -> Bool {
        switch type {
        case .int, .double, .bool, .string: return true
        case .array(let element), .optional(let element):
            return validate(element, at: range, file: file, diagnostics: &diagnostics)
        case .named(let name):
            if declarations.types[name] != nil || UnitDeclarations.builtinEnums[name] != nil { return true }
            // Its declaration was reported already; the type is still unusable.
            if declarations.rejectedTypeNames.contains(name) { return false }
            let suggestion =
                Self.languageSpelling[name].map { "; did you mean '\($0)'?" }
                ?? Suggestion.didYouMean(name, among: declarations.typeNames)
            diagnostics.append(
                Diagnostic(
                    .error,
                    code: "unknown-type",
                    message: Self.unknownType(name, suggestion: suggestion),
                    file: file,
                    range: range
                )
            )
            return false
        }
    }

    /// Checks every type declared in `file`.
    func check(_ file: SpecFile, diagnostics: inout [Diagnostic]) {
        for type in file.types where declarations.types[type.name.name] == type {
            switch type.kind {
            case .record(let fields):
                for field in fields {
                    validate(field.type, at: field.typeRange, file: file.path, diagnostics: &diagnostics)
                }
                checkRecursion(of: type.name.name, fields: fields, file: file.path, diagnostics: &diagnostics)
            case .enumeration:
                break
            }
        }
    }

    /// Reports each field of `type` through which the record reaches itself without passing an array.
    private func checkRecursion(of type: String, fields: [FieldDecl], file: String, diagnostics: inout [Diagnostic]) {
        for field in fields {
            var visited: Set<String> = []
            guard let next = Self.storedRecord(field.type),
                let path = pathBack(to: type, from: next, visited: &visited)
            else { continue }
            diagnostics.append(
                Diagnostic(
                    .error,
                    code: "recursive-type",
                    message: Self.recursiveRecord(type, field: field.name.name, path: [type] + path),
                    file: file,
                    range: field.typeRange
                )
            )
        }
    }

    /// The chain of record names from `current` to `target` following fields stored by value, if any.
    private func pathBack(to target: String, from current: String, visited: inout Set<String>) -> [String]? {
        if current == target { return [current] }
        guard visited.insert(current).inserted, let fields = declarations.recordFields(current) else { return nil }
        for field in fields {
            guard let next = Self.storedRecord(field.type) else { continue }
            if let rest = pathBack(to: target, from: next, visited: &visited) {
                return [current] + rest
            }
        }
        return nil
    }

    /// The named type a field stores inline: itself or through an optional; an array stores out of line.
    private static func storedRecord(_ type: TypeRef) -> String? {
        switch type {
        case .named(let name): name
        case .optional(let wrapped): storedRecord(wrapped)
        case .int, .double, .bool, .string, .array: nil
        }
    }
}
