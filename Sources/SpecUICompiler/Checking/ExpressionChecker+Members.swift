import SpecUIText

extension ExpressionChecker {
    /// The read-only properties of a type: `count`, `isEmpty` and a record's fields.
    func properties(of type: TypeRef) -> [(name: String, type: TypeRef)] {
        switch type {
        case .string, .array: [("count", .int), ("isEmpty", .bool)]
        case .named: (types.fields(of: type) ?? []).map { ($0.name.name, $0.type) }
        default: []
        }
    }

    /// The type of the read-only property `name` of `type`, the first one `properties(of:)` lists under that name.
    ///
    /// Typing a member looks its property up here, so only a failed lookup builds the list of candidates.
    func propertyType(_ name: String, of type: TypeRef) -> TypeRef? {
        switch type {
        case .string, .array:
            switch name {
            case "count": .int
            case "isEmpty": .bool
            default: nil
            }
        case .named: types.fields(of: type)?.first(where: { $0.name.name.hasSameScalars(as: name) })?.type
        default: nil
        }
    }

    /// The methods an expression may call: String's `uppercased()` and `lowercased()`.
    func methods(of type: TypeRef) -> [String] {
        type == .string ? ["uppercased", "lowercased"] : []
    }

    /// Whether `methods(of: type)` lists `name`.
    func hasMethod(_ name: String, of type: TypeRef) -> Bool {
        type == .string && (name == "uppercased" || name == "lowercased")
    }

    /// For `self.name`: a spec's expressions read a view's names without `self.`.
    static func selfMember(_ name: String) -> String {
        "; a spec reads the view's names without 'self.': write '\(name)'"
    }

    func member(
        _ expression: Expression, _ base: Expression, _ member: Identifier, expected: TypeRef?,
        diagnostics: inout [Diagnostic]
    ) -> Expression {
        var result = expression
        if case .name("self") = base.kind, scope.lookup("self") == nil {
            // `self.count`: Swift's spelling inside a view, where the spec reads the name alone.
            let written = SourceRange(start: base.range.start, end: member.range.start)
            diagnostics.append(
                Diagnostic(
                    .error, code: "unknown-name", message: Self.unknownName("self") + Self.selfMember(member.name),
                    file: file, range: base.range, fixIt: Diagnostic.FixIt(range: written, replacement: "")))
            return result
        }
        if case .name(let typeName) = base.kind, scope.lookup(typeName) == nil,
            let cases = types.cases(of: .named(typeName))
        {
            // `Status.done`: Swift's spelling of a case, which the spec writes from context as `.done`; the fix-it
            // writes it so only where a `Status` is expected, the context `.done` needs.
            let meant = cases.contains(member.name) ? member.name : Suggestion.closest(to: member.name, among: cases)
            let isInContext = expected?.nonOptional == .named(typeName)
            let hint =
                member.name == "allCases" && meant == nil
                ? Self.allCases(typeName)
                : meant == member.name
                    ? Self.caseWithType(typeName, member.name)
                    : Self.caseWithType(typeName, missing: member.name)
                        + (meant.map { "; did you mean '.\($0)'?" } ?? "")
            diagnostics.append(
                Diagnostic(
                    .error, code: "unknown-name", message: Self.unknownName(typeName) + hint, file: file,
                    range: base.range,
                    fixIt: isInContext
                        ? meant.map { Diagnostic.FixIt(range: expression.range, replacement: "." + $0) } : nil))
            // Typed as the case it names where that fits, so its uses are not reported again; where another type is
            // expected, left untyped, so no mismatch is reported beside it.
            if meant == member.name, expected == nil || isInContext { result.type = .named(typeName) }
            return result
        }
        let reported = diagnostics.count
        let typedBase = infer(base, expected: nil, diagnostics: &diagnostics)
        result.kind = .member(typedBase, member)
        guard let baseType = typedBase.type else {
            // A near name offered for the base (`page` for `Pge` in `Pge.allCases`) must have the member read.
            if case .name = base.kind,
                let index = diagnostics[reported...].lastIndex(where: {
                    $0.code == "unknown-name" && $0.range == base.range && $0.fixIt?.range == base.range
                }),
                let near = diagnostics[index].fixIt?.replacement,
                scope.lookup(near).map({ propertyType(member.name, of: $0.type) == nil }) ?? false
            {
                diagnostics[index].fixIt = nil
            }
            return result
        }
        if case .optional(let wrapped) = baseType {
            let message =
                checksChangedPath
                ? Self.optionalMemberChanged(member.name, wrapped, base: base)
                : Self.optionalMember(member.name, wrapped)
            diagnostics.append(error("optional-member", message, member.range))
            return result
        }
        if let type = propertyType(member.name, of: baseType) {
            result.type = type
            return result
        }
        // A field whose declaration was reported is left untyped: one mistake, one diagnostic.
        if types.isRejectedField(member.name, of: baseType) { return result }
        let properties = properties(of: baseType)
        if hasMethod(member.name, of: baseType) {
            diagnostics.append(error("unknown-member", Self.methodWithoutCall(typedBase, member.name), member.range))
            return result
        }
        // `flag.toggle`: a statement's method, which changes its base, read as a value.
        if let method = StatementMethod(rawValue: member.name), StatementMethod.valid(on: baseType).contains(method) {
            diagnostics.append(error("unknown-member", Self.mutatingInExpression(member.name), member.range))
            return result
        }
        let names = properties.map(\.name) + methods(of: baseType)
        var hint =
            Self.equivalentSpelling(member.name, among: names) ?? Self.memberSuggestion(member.name, among: names)
        // A String's or an array's few members are told where none is near (`xs.first`).
        if hint.isEmpty, !names.isEmpty, types.fields(of: baseType) == nil {
            let members = properties.map { "'\($0.name)'" } + methods(of: baseType).map { "'\($0)()'" }
            hint = "; a '\(baseType)' has only " + SpecDecoder.listing(members, conjunction: "and")
        }
        // A near spelling of a field or a property (`nme` for `name`) is the fix-it, as for an unknown name; a near
        // method (`lowercasd` for `lowercased`) is told and written as its call, which a member read lacks.
        var fixIt = Diagnostic.FixIt.nearSpelling(of: member.name, among: names, told: hint, at: member.range)
        if let near = fixIt?.replacement, methods(of: baseType).contains(near) {
            hint = "; did you mean '\(near)()'?"
            fixIt?.replacement = near + "()"
        }
        var diagnostic = error("unknown-member", Self.noMember(baseType, member.name) + hint, member.range)
        diagnostic.fixIt = fixIt
        diagnostics.append(diagnostic)
        return result
    }

    func methodCall(
        _ expression: Expression, _ base: Expression, _ method: Identifier, _ arguments: [Expression.Argument],
        diagnostics: inout [Diagnostic]
    ) -> Expression {
        var result = expression
        let typedBase = infer(base, expected: nil, diagnostics: &diagnostics)
        result.kind = .methodCall(typedBase, method, arguments)
        guard let baseType = typedBase.type else { return result }
        if case .optional(let wrapped) = baseType {
            diagnostics.append(error("optional-member", Self.optionalMember(method.name, wrapped), method.range))
            return result
        }
        guard hasMethod(method.name, of: baseType) else {
            let methods = methods(of: baseType)
            let message: String
            var fixIt: Diagnostic.FixIt?
            if properties(of: baseType).contains(where: { $0.name == method.name }) {
                message = Self.propertyCalled(method.name)
            } else if StatementMethod(rawValue: method.name) != nil {
                message = Self.mutatingInExpression(method.name)
            } else {
                let suggestion = Self.memberSuggestion(method.name, among: methods)
                let instead =
                    Self.selectingMethods.contains(method.name)
                    ? Self.selectingInstead : Self.onlyMethods(methods, of: baseType)
                message = Self.noMethod(baseType, method.name) + (suggestion.isEmpty ? instead : suggestion)
                // These methods take no arguments: a near one (`upercased`) is the fix-it of a call without any.
                if arguments.isEmpty {
                    fixIt = .nearSpelling(of: method.name, among: methods, told: suggestion, at: method.range)
                }
            }
            var diagnostic = error("unknown-member", message, method.range)
            diagnostic.fixIt = fixIt
            diagnostics.append(diagnostic)
            return result
        }
        guard arguments.isEmpty else {
            diagnostics.append(error("wrong-arguments", Self.takesNoArguments(method.name), expression.range))
            return result
        }
        result.type = .string
        return result
    }

    func construct(
        _ expression: Expression, _ type: Identifier, _ arguments: [Expression.Argument],
        diagnostics: inout [Diagnostic]
    ) -> Expression {
        var result = expression
        guard let fields = types.records.value(spelledExactly: type.name) else {
            // A name that is known but builds no record (an enum, a built-in type, a function) is `not-a-record`;
            // only a name that names nothing is `unknown-type`.
            var code = "not-a-record"
            let message: String
            var fixIt: Diagnostic.FixIt?
            if let cases = types.enums.value(spelledExactly: type.name) {
                let example = cases.first.map { " such as '.\($0)'" } ?? ""
                message = Self.enumConstructed(type.name, example: example)
            } else if let conversion = Self.conversion(type.name) {
                message = conversion
            } else if SwiftIdentifier.isUpperCamelCase(type.name) {
                code = "unknown-type"
                // A declared type whose name is only canonically equivalent to this one.
                let equivalent =
                    types.records.keySpelledOtherwise(than: type.name)
                    ?? types.enums.keySpelledOtherwise(than: type.name)
                let records = types.records.keys.sorted()
                let suggestion =
                    equivalent.map(Self.otherSpelling) ?? Suggestion.didYouMean(type.name, among: records)
                message = Self.unknownType(type.name) + suggestion
                fixIt = .nearSpelling(of: type.name, among: records, told: suggestion, at: type.range)
            } else {
                message = Self.notARecord(type.name)
            }
            var diagnostic = error(code, message, type.range)
            diagnostic.fixIt = fixIt
            diagnostics.append(diagnostic)
            // Without field types the arguments are still checked on their own, so their own mistakes show too.
            for argument in arguments where !Self.needsContext(argument.value) {
                _ = infer(argument.value, expected: nil, diagnostics: &diagnostics)
            }
            return result
        }
        var typedArguments: [Expression.Argument] = []
        var failed = false
        var labelsFailed = false
        var lastIndex = -1
        var lastLabel: String?
        var seen: [String: Identifier] = [:]
        var duplicates: [(first: Identifier, again: Identifier)] = []
        var nearFields: NearFields?
        let names = fields.map(\.name.name)
        let fieldIndex = ExactNameIndex(names)
        for (position, argument) in arguments.enumerated() {
            guard let label = argument.label else {
                // An unlabeled argument stands for the field after the previous argument's, so each one is told
                // its own label: `Todo(1, "a", false)` needs `id:`, `title:` and `done:`.
                lastIndex += 1
                lastLabel = nil
                let field = fields.indices.contains(lastIndex) ? fields[lastIndex].name.name : nil
                let message = Self.missingLabel(type.name, field: field)
                diagnostics.append(error("record-argument", message, argument.value.range))
                typedArguments.append(argument)
                labelsFailed = true
                continue
            }
            guard let index = fieldIndex.index(of: label.name) else {
                // A field whose declaration was reported is not reported again; the record stays untyped.
                if types.isRejectedField(label.name, of: .named(type.name)) {
                    typedArguments.append(argument)
                    failed = true
                    continue
                }
                // What every misspelled label of the call is told against, worked out at the first one.
                let near = nearFields ?? Self.nearFields(fieldIndex, names, arguments: arguments)
                nearFields = near
                let unwritten = near.unwritten
                var meant = Suggestion.closest(to: label.name, among: near.candidates)
                var hint =
                    Self.equivalentSpelling(label.name, among: names) ?? (meant.map { "; did you mean '\($0)'?" } ?? "")
                if hint.isEmpty, near.unknownLabels == 1, unwritten.count == 1 {
                    // One label names no field and one field is left out: however far apart, that is the one meant.
                    hint = "; did you mean '\(unwritten[0])'?"
                    meant = unwritten[0]
                }
                var diagnostic = error("record-argument", Self.noField(type.name, label.name) + hint, label.range)
                // Two unknown labels near one field (`titel`, `tittle`) would both be renamed to it: neither is.
                if let meant, hint == "; did you mean '\(meant)'?", !near.nearSeveral.contains(meant),
                    let meantIndex = fieldIndex.index(of: meant), near.keepsFieldOrder(at: position, naming: meantIndex)
                {
                    diagnostic.fixIt = .replacing(label.name, with: meant, at: label.range)
                }
                diagnostics.append(diagnostic)
                typedArguments.append(argument)
                labelsFailed = true
                continue
            }
            if let first = seen[label.name] {
                // Reported below, once it is known which field the second label was likely meant to name.
                duplicates.append((first, label))
                failed = true
            } else if index < lastIndex, let lastLabel {
                diagnostics.append(
                    error("record-argument", Self.misordered(label.name, before: lastLabel), label.range))
                failed = true
            }
            if seen[label.name] == nil { seen[label.name] = label }
            lastIndex = max(lastIndex, index)
            lastLabel = label.name
            let value = check(argument.value, expected: fields[index].type, diagnostics: &diagnostics)
            if value.type == nil { failed = true }
            typedArguments.append(Expression.Argument(label: label, value: value))
        }
        var missing = fields.filter { !labelsFailed && seen[$0.name.name] == nil }
        // A label given twice most likely stands for a field left out, as in `Pt(x: 1, x: 2)` for `y`: the
        // duplicate names that field, and the field is not also reported missing.
        for (first, again) in duplicates {
            let meant = missing.isEmpty ? nil : missing.removeFirst()
            var duplicate = error(
                "duplicate-field", Self.duplicateField(again.name, meant: meant?.name.name), again.range)
            duplicate.notes = [
                Diagnostic.Note(message: LiteralChecker.firstWritten(first.name), file: file, range: first.range)
            ]
            diagnostics.append(duplicate)
        }
        for field in missing {
            diagnostics.append(error("record-argument", Self.missingField(type.name, field), type.range))
            failed = true
        }
        result.kind = .construct(type, typedArguments)
        if !failed, !labelsFailed { result.type = .named(type.name) }
        return result
    }
}

extension ExpressionChecker {
    /// The fields a record construction leaves out, which a misspelled label stands for (not one another label
    /// names), how many labels name no field, and the fields near two or more of those, which none is renamed to.
    struct NearFields {
        var unwritten: [String]
        /// `unwritten`, summarised for did-you-mean.
        var candidates: SuggestionCandidates
        var unknownLabels: Int
        var nearSeveral: Set<String>
        /// For each argument, the greatest index of a field the arguments before it name (-1 for none), and the
        /// least of one the arguments after it name (`Int.max` for none).
        var fieldBefore: [Int]
        var fieldAfter: [Int]

        /// Whether the argument at `position`, renamed to the field at `field`, keeps the arguments in the order the
        /// fields are declared, as Swift's memberwise initializer takes them.
        func keepsFieldOrder(at position: Int, naming field: Int) -> Bool {
            fieldBefore[position] < field && field < fieldAfter[position]
        }
    }

    static func nearFields(_ index: ExactNameIndex, _ fields: [String], arguments: [Expression.Argument]) -> NearFields
    {
        let labels = arguments.compactMap(\.label?.name)
        let written = ExactNameIndex(labels)
        let unwritten = fields.filter { !written.contains($0) }
        let candidates = SuggestionCandidates(unwritten)
        let unknown = labels.filter { !index.contains($0) }
        let named = arguments.map { $0.label.flatMap { index.index(of: $0.name) } }
        var fieldBefore = [Int](repeating: -1, count: named.count)
        var fieldAfter = [Int](repeating: .max, count: named.count)
        for position in named.indices.dropFirst() {
            fieldBefore[position] = max(fieldBefore[position - 1], named[position - 1] ?? -1)
        }
        for position in named.indices.dropLast().reversed() {
            fieldAfter[position] = min(fieldAfter[position + 1], named[position + 1] ?? .max)
        }
        return NearFields(
            unwritten: unwritten, candidates: candidates, unknownLabels: unknown.count,
            nearSeveral: Suggestion.closestToSeveral(of: unknown, among: candidates), fieldBefore: fieldBefore,
            fieldAfter: fieldAfter)
    }

    /// For `selected.name = "x"` or `$selected.name` over an optional `selected`, where `??` cannot help.
    static func optionalMemberChanged(_ member: String, _ wrapped: TypeRef, base: Expression) -> String {
        let whole = base.pathText.map { "'\($0)'" } ?? "the optional"
        return "value of optional type '\(wrapped)?' must be unwrapped to change '\(member)', which a spec cannot "
            + "do in place; give \(whole) a whole new value instead, or keep the value in a state that is not optional"
    }

    static func optionalMember(_ member: String, _ wrapped: TypeRef) -> String {
        "value of optional type '\(wrapped)?' must be unwrapped to use '\(member)'; use '??' to give a default first"
    }

    /// Names other languages give Swift's members and methods, too far apart to be suggested as typos.
    static let otherLanguageNames = [
        "length": "count", "lenght": "count", "size": "count", "len": "count", "empty": "isEmpty",
        "toUpperCase": "uppercased", "upper": "uppercased", "toLowerCase": "lowercased", "lower": "lowercased",
        "push": "append", "add": "append", "clear": "removeAll", "delete": "remove",
    ]

    /// A did-you-mean for a member or method name: the closest of `candidates`, or Swift's name for another
    /// language's (`length` for `count`).
    static func memberSuggestion(_ name: String, among candidates: [String]) -> String {
        let typo = Suggestion.didYouMean(name, among: candidates)
        guard typo.isEmpty, let swiftName = otherLanguageNames[name], candidates.contains(swiftName) else {
            return typo
        }
        return "; did you mean '\(swiftName)'?"
    }

    static func noMember(_ type: TypeRef, _ member: String) -> String {
        "value of type '\(type)' has no member '\(member)'"
    }

    /// Swift's methods that pick, order or reshape a collection's elements, which the language leaves out.
    static let selectingMethods: Set<String> = [
        "filter", "sorted", "sort", "map", "compactMap", "flatMap", "reversed", "shuffled", "prefix", "suffix",
        "dropFirst", "dropLast",
    ]

    /// What to write instead of a `selectingMethods` method, in a ForEach or anywhere.
    static let selectingInstead =
        "; a spec does not filter or reorder a collection: to show some of its elements, put an 'if' on each "
        + "inside the ForEach, and keep the array in the order to show"

    /// The methods a type has, which are all an expression can call (`name.contains(query)` has no such call).
    static func onlyMethods(_ methods: [String], of type: TypeRef) -> String {
        guard !methods.isEmpty else { return "; an expression calls no method of a '\(type)'" }
        return "; the methods an expression can call on a '\(type)' are only "
            + SpecDecoder.listing(methods.map { "'\($0)()'" }, conjunction: "and")
    }

    static func noMethod(_ type: TypeRef, _ method: String) -> String {
        "value of type '\(type)' has no method '\(method)'"
    }

    static func methodWithoutCall(_ base: Expression, _ method: String) -> String {
        "'\(method)' is a method; call it as '\(path(of: base).map { "\($0)." } ?? "")\(method)()'"
    }

    static func propertyCalled(_ name: String) -> String { "'\(name)' is a property; write it without '()'" }

    static func mutatingInExpression(_ name: String) -> String {
        "'\(name)' changes \(name == "toggle" ? "its value" : "its list"); it can only be used as an action statement"
    }

    static func takesNoArguments(_ method: String) -> String { "'\(method)()' takes no arguments" }

    static func unknownType(_ name: String) -> String { "cannot find type '\(name)'" }

    /// `Double(count)`, `String(count)`: a built-in type called as a conversion, which the language has not.
    static func conversion(_ name: String) -> String? {
        let instead: String
        switch name {
        case "Int", "Double":
            instead = "Int and Double do not mix, so declare the value with the type it is used as"
        case "String":
            instead = "interpolate the value into a string literal instead, such as \"{count}\""
        case "Bool":
            instead = "compare the value instead, such as 'count > 0'"
        default:
            return nil
        }
        return "'\(name)(...)' is a conversion, and expressions cannot call functions; \(instead)"
    }

    static func notARecord(_ name: String) -> String {
        "'\(name)(...)' is not a record construction; expressions cannot call functions"
    }

    static func enumConstructed(_ name: String, example: String) -> String {
        "'\(name)' is an enum; write one of its cases\(example)"
    }

    static func missingLabel(_ type: String, field: String?) -> String {
        let hint = field.map { "; write '\($0): ...'" } ?? ""
        return "missing argument label in the construction of '\(type)'\(hint)"
    }

    static func noField(_ type: String, _ field: String) -> String { "'\(type)' has no field '\(field)'" }

    static func duplicateField(_ field: String, meant: String?) -> String {
        "field '\(field)' is given twice" + (meant.map { "; did you mean '\($0)'?" } ?? "")
    }

    static func misordered(_ field: String, before other: String) -> String {
        "argument '\(field)' must precede argument '\(other)', in the order the fields are declared"
    }

    static func missingField(_ type: String, _ field: FieldDecl) -> String {
        "missing argument for field '\(field.name.name)' of type '\(field.type)' in the construction of '\(type)'"
    }
}
