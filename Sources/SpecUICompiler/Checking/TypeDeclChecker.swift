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

    /// How many records deep a record may nest others by value, so that a value of it, its zero value and the
    /// code that builds one stay far from the stack's end.
    static let maximumRecordDepth = 256

    static func tooDeepRecord(_ type: String, field: String) -> String {
        "record '\(type)' nests records by value more than \(maximumRecordDepth) levels deep through '\(field)'; "
            + "store one level in an array instead"
    }

    static func recursiveRecord(_ type: String, field: String, path: String) -> String {
        "record '\(type)' contains itself by value through '\(field)' (\(path)); "
            + "store it in an array such as '[\(type)]' instead"
    }

    /// Reports an unknown name inside `type`, written at `range`; returns whether the type is valid. A did-you-mean
    /// is also the fix-it where `range` is the name's own (`Habt` of `"[Habt]"`).
    @discardableResult
    func validate(_ type: TypeRef, at range: SourceRange, file: String, diagnostics: inout [Diagnostic]) -> Bool {
        switch type {
        case .int, .double, .bool, .string: return true
        case .array(let element), .optional(let element):
            return validate(element, at: range, file: file, diagnostics: &diagnostics)
        case .named(let name):
            if declarations.types.value(spelledExactly: name) != nil
                || TypeTable.builtinEnums.value(spelledExactly: name) != nil
            {
                return true
            }
            // Its declaration was reported already; the type is still unusable.
            if declarations.rejectedTypeNames.contains(name) { return false }
            let otherSpelling = declarations.types.keySpelledOtherwise(than: name)
            let meant =
                otherSpelling == nil
                ? Self.languageSpelling[name] ?? Suggestion.closest(to: name, among: declarations.typeCandidates)
                : nil
            let suggestion =
                otherSpelling.map(ExpressionChecker.otherSpelling) ?? meant.map { "; did you mean '\($0)'?" } ?? ""
            diagnostics.append(
                Diagnostic(
                    .error,
                    code: "unknown-type",
                    message: Self.unknownType(name, suggestion: suggestion),
                    file: file,
                    range: range,
                    fixIt: meant.flatMap { .replacing(name, with: $0, at: range) }
                )
            )
            return false
        }
    }

    /// Checks every type declared in `file`.
    func check(_ file: SpecFile, diagnostics: inout [Diagnostic]) {
        let declared = file.types.filter { declarations.types[$0.name.name] == $0 }
        let cycles = RecordCycles(
            from: declared.map(\.name.name), fields: declarations.recordFields, storedRecord: Self.storedRecord)
        for type in declared {
            switch type.kind {
            case .record(let fields):
                for field in fields {
                    validate(field.type, at: field.typeRange, file: file.path, diagnostics: &diagnostics)
                }
                checkRecursion(
                    of: type.name.name, fields: fields, cycles: cycles, file: file.path, diagnostics: &diagnostics)
                // Reported where a chain of records held by value first goes past the limit, not above it again.
                for field in fields {
                    guard let held = Self.storedRecord(field.type), cycles.depth(of: held) == Self.maximumRecordDepth
                    else { continue }
                    diagnostics.append(
                        Diagnostic(
                            .error, code: "nesting-too-deep",
                            message: Self.tooDeepRecord(type.name.name, field: field.name.name), file: file.path,
                            range: field.typeRange))
                }
            case .enumeration:
                break
            }
        }
    }

    /// Reports each field of `type` through which the record reaches itself without passing an array.
    ///
    /// The way back is found once for each record the fields hold, however many fields hold it.
    private func checkRecursion(
        of type: String, fields: [FieldDecl], cycles: RecordCycles, file: String, diagnostics: inout [Diagnostic]
    ) {
        var paths: [String: String?] = [:]
        for field in fields {
            guard let next = Self.storedRecord(field.type), cycles.areInOneCycle(type, next) else { continue }
            if paths[next] == nil { paths[next] = wayBack(from: type, through: next, within: cycles) }
            guard let path = paths[next] ?? nil else { continue }
            diagnostics.append(
                Diagnostic(
                    .error,
                    code: "recursive-type",
                    message: Self.recursiveRecord(type, field: field.name.name, path: path),
                    file: file,
                    range: field.typeRange
                )
            )
        }
    }

    /// How a diagnostic spells the way from `type` through `next` back to `type`: in full for a short cycle.
    private func wayBack(from type: String, through next: String, within cycles: RecordCycles) -> String? {
        let size = cycles.cycleSize(of: type)
        guard size <= CyclePath.longestSpelledInFull else {
            return CyclePath.spelling(from: type, through: next, size: size, successors: cycles.successors(of:))
        }
        return pathBack(to: type, from: next, within: cycles).map { CyclePath.spelling([type] + $0) }
    }

    /// The chain of record names from `start` to `target` following fields stored by value, if any.
    ///
    /// Depth first in field order through the records of `target`'s cycle, with the chain on a stack of its own
    /// rather than one call per record, so a cycle as long as the unit is followed to its end.
    private func pathBack(to target: String, from start: String, within cycles: RecordCycles) -> [String]? {
        if start == target { return [start] }
        guard let fields = declarations.recordFields(start) else { return nil }
        var visited: Set<String> = [start]
        var chain: [(name: String, fields: [FieldDecl], next: Int)] = [(start, fields, 0)]
        while let (_, fields, next) = chain.last {
            guard next < fields.count else {
                chain.removeLast()
                continue
            }
            chain[chain.count - 1].next += 1
            guard let record = Self.storedRecord(fields[next].type) else { continue }
            if record == target { return chain.map(\.name) + [record] }
            guard cycles.areInOneCycle(record, target), visited.insert(record).inserted,
                let recordFields = declarations.recordFields(record)
            else {
                continue
            }
            chain.append((record, recordFields, 0))
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
