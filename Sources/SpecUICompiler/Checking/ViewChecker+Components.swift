import SpecUIText

extension ViewChecker {
    /// The views the language provides, for did-you-mean on an unknown view.
    static let builtinViewCandidates = SuggestionCandidates([
        "Text", "Button", "VStack", "HStack", "ZStack", "List", "Group", "Section", "ForEach", "Toggle", "TextField",
        "Stepper", "ProgressView", "Image", "Spacer", "Divider", "EmptyView",
    ])

    static func unknownView(_ name: String, suggestion: String) -> String { "unknown view '\(name)'\(suggestion)" }

    static func unknownArgument(_ label: String, view: String, suggestion: String) -> String {
        "view '\(view)' has no prop or binding '\(label)'\(suggestion)"
    }

    static func duplicateArgument(_ label: String) -> String { "argument '\(label)' is given twice" }

    /// `missing prop 'name' for view 'Row'`, or every parameter missing from one use: `missing prop 'name',
    /// binding 'isOn' for view 'Row'`.
    static func missingArguments(_ missing: [(PropertyDecl, ViewMember.Role)], view: String) -> String {
        let list = missing.map { "\($1.rawValue) '\($0.name.name)'" }.joined(separator: ", ")
        return "missing \(list) for view '\(view)'"
    }

    /// `path` is the value as written when it is one a binding can reach (`isOn: on`, `todo: row.todo`), whose
    /// `$` the message asks for; otherwise the message shows the binding form of the parameter itself.
    static func expectedBinding(_ label: String, view: String, written path: String) -> String {
        takesBinding(label, view: view) + "; write '$\(path)'"
    }

    /// For a value that is no path (`on: true`): a state or binding of the view of the parameter's type is the
    /// example (`$flag`), the first declared; with none, the message says what a binding is written from.
    func expectedBinding(_ parameter: PropertyDecl, view: String) -> String {
        let article = SpecDecoder.indefinite("\(parameter.type)").prefix { $0 != " " }
        let message =
            "binding '\(parameter.name.name)' of view '\(view)' needs a binding to \(article) '\(parameter.type)'"
        let candidates = members.values.filter {
            ($0.role == .state || $0.role == .binding) && $0.type == parameter.type
        }
        guard let example = candidates.min(by: { $0.name.range.start < $1.name.range.start }) else {
            return message + ", a state or a binding of this view written with '$', such as '$name'"
        }
        return message + ", such as '$\(example.name.name)'"
    }

    static func takesBinding(_ label: String, view: String) -> String {
        "binding '\(label)' of view '\(view)' takes a binding"
    }

    /// For a path a `$` makes a binding of, `written`, or for one it does not, nil.
    static func missingDollar(_ label: String, view: String, written path: String?) -> String {
        path.map { expectedBinding(label, view: view, written: $0) } ?? takesBinding(label, view: view)
    }

    static func templateForNonString(_ label: String, type: TypeRef, template: Template) -> String {
        let message = "prop '\(label)' has type '\(type)', but a text template gives a String"
        if template.parts.count == 1, case .interpolation = template.parts[0] {
            return message + "; write the expression without braces to pass its value"
        }
        guard type == .optional(.string) else { return message }
        let hint = "; the value of a 'String?' prop is an expression, so write text as a string literal"
        guard let literal = quotedStringLiteral(template) else {
            return message + hint + " in double quotes, inside single quotes: '\"…\"'"
        }
        return message + hint + ": " + literal
    }

    /// The template as a string literal in a single-quoted scalar (`'"Note {n}"'`), ready to paste; nil when its
    /// text holds a quote, a backslash, a brace or a line break, which would need escaping.
    private static func quotedStringLiteral(_ template: Template) -> String? {
        for part in template.parts {
            guard case .text(let text) = part else { continue }
            if text.unicodeScalars.contains(where: { "\"\\{}\n\r".unicodeScalars.contains($0) }) { return nil }
        }
        let literal = template.spelling
        return literal.unicodeScalars.contains("'") ? nil : "'" + literal + "'"
    }

    /// Reports the argument errors decoding found in the uses of views that the unit declares, and an unknown view
    /// for each left-out use of a name it does not (a use still in the body is reported by `checkComponent`).
    mutating func reportUnresolvedComponentUses(_ uses: [UnresolvedComponentUse]) {
        for use in uses {
            if declarations.viewsDeclaredTwice.contains(use.name.name) {
                continue
            } else if let view = declarations.views.value(spelledExactly: use.name.name) {
                var found = use.diagnostics
                for (index, label) in use.mappingArguments {
                    guard let prop = view.props.first(where: { $0.name.name.hasSameScalars(as: label) }),
                        let hint = recordValueHint(for: prop.type)
                    else { continue }
                    found[index].message += hint
                }
                diagnostics += found
            } else if declarations.rejectedViewNames.contains(use.name.name) {
                diagnostics += use.diagnostics
            } else if use.isLeftOut {
                reportUnknownView(use.name)
            }
        }
    }

    /// How a value of the record `type` takes (itself or optional) is written where an expression is expected, for
    /// one written as a YAML mapping: `; write a 'Person' as an expression in quotes, 'Person(name: ..., age: ...)'`.
    private func recordValueHint(for type: TypeRef?) -> String? {
        let record: String
        switch type {
        case .named(let name)?, .optional(.named(let name))?: record = name
        default: return nil
        }
        guard let fields = declarations.recordFields(record) else { return nil }
        let labels = fields.map { "\($0.name.name): ..." }.joined(separator: ", ")
        return "; write a '\(record)' as an expression in quotes, '\(record)(\(labels))'"
    }

    /// Reports `name` as no view, with the near spelling of a view as its fix-it when it has one, as decoding does
    /// for a view written with a value.
    private mutating func reportUnknownView(_ name: Identifier) {
        let (message, match) = unknownView(name.name)
        diagnostics.append(
            Diagnostic(
                .error, code: "unknown-view", message: message, file: file, range: name.range,
                fixIt: match.map { Diagnostic.FixIt(range: name.range, replacement: $0) }))
    }

    /// The message for a name that is no view, and the near spelling of a view it suggests, if any.
    private func unknownView(_ name: String) -> (message: String, match: String?) {
        // A type of the unit is exactly what was written, so it goes before any near spelling of a view.
        if declarations.typeTable.isKnown(.named(name)) {
            return (Self.unknownView(name, suggestion: Self.typeNotView(name)), nil)
        }
        // A view of the unit whose name is only canonically equivalent to this one (built-in views are ASCII).
        if let declared = declarations.views.keySpelledOtherwise(than: name) {
            return (Self.unknownView(name, suggestion: ExpressionChecker.otherSpelling(declared)), nil)
        }
        // `If:` and `Switch:`, capitalized as views are: the spec's control flow is written in lowercase.
        if ["if", "switch"].contains(name.lowercased()) {
            return (Self.unknownView(name, suggestion: "; did you mean '\(name.lowercased())'?"), name.lowercased())
        }
        // The file named after the view declares another one, as a file copied and not renamed does.
        if let declared = declarations.viewOfFileNamed[name[...]], declared != name {
            return (Self.unknownView(name, suggestion: "; '\(name).yaml' declares the view '\(declared)'"), nil)
        }
        // The view's own name comes after another view's near it (`SettingsRule` for `SettingsRow` in
        // `SettingsView`); alone, it is told as the view the name is in. Neither gets a fix-it: a misspelled recursive
        // use (`FolderRw` in `FolderRow`) means the view itself, but a view missing from the unit (`SettingsRow` in
        // `SettingsView`, checked without its folder) does not.
        var groups = [Self.builtinViewCandidates, declarations.viewCandidates]
        let isOwnName = Suggestion.closest(to: name, amongEach: groups) == viewName
        if isOwnName {
            groups[1] = SuggestionCandidates(declarations.views.keys.filter { $0 != viewName }.sorted())
        }
        guard let match = Suggestion.closest(to: name, amongEach: groups) else {
            if isOwnName {
                return (Self.unknownView(name, suggestion: "; did you mean '\(viewName)', the view it is in?"), nil)
            }
            return (Self.unknownView(name, suggestion: Self.otherViews[name].map { "; " + $0 } ?? ""), nil)
        }
        // Nearer the view's own name than this one, the name is told it with no fix-it: which was meant is not sure.
        return (Self.unknownView(name, suggestion: "; did you mean '\(match)'?"), isOwnName ? nil : match)
    }

    static func typeNotView(_ name: String) -> String {
        "; '\(name)' is a type, not a view: show a value of it in a 'Text'"
    }

    /// What the language writes for a SwiftUI view it does not have, which no edit distance finds.
    static let otherViews: [String: String] = [
        "ScrollView": "a 'List' scrolls its rows", "LazyVStack": "did you mean 'VStack'?",
        "LazyHStack": "did you mean 'HStack'?", "Form": "a 'List' of 'Section's reads like a form",
        "SecureField": "did you mean 'TextField'?", "TextEditor": "did you mean 'TextField'?",
        "Label": "write an 'HStack' of an 'Image' and a 'Text'", "Slider": "did you mean 'Stepper'?",
        "Color": "colors are modifier values: 'background: blue', 'foregroundColor: red'",
        "Rectangle": "colors are modifier values: 'background: blue' on the view to fill",
        "RoundedRectangle": "a 'background:' color with 'cornerRadius:' on the view fills a rounded rectangle",
        "Circle": "colors are modifier values: 'background: blue' on the view to fill",
        "NavigationStack": navigationHint, "NavigationView": navigationHint, "NavigationLink": navigationHint,
        "TabView": "a spec is one screen: show one of several with a 'switch' over a state value",
        "Picker": "show the choices as 'Button's whose actions set a state value",
        "LazyVGrid": "write its rows as 'HStack's in a 'VStack'", "Grid": "write its rows as 'HStack's in a 'VStack'",
        "Link": "did you mean 'Button'?", "AsyncImage": "an 'Image' shows a system symbol: 'Image: star'",
    ]

    /// For the navigation views: a spec describes one screen, and screens are connected in Swift.
    static let navigationHint =
        "a spec is one screen, without navigation: write the screen's content here, and connect the generated "
        + "views in Swift"

    /// Checks the arguments passed to a view of the unit against its props and bindings.
    mutating func checkComponent(
        _ name: Identifier,
        arguments: [ComponentArgument],
        at range: SourceRange
    ) -> [ComponentArgument] {
        // A view two files declare is reported there; which one a use means is not known.
        if declarations.viewsDeclaredTwice.contains(name.name) { return arguments }
        guard let target = declarations.views.value(spelledExactly: name.name) else {
            if declarations.rejectedViewNames.contains(name.name) { return arguments }
            reportUnknownView(name)
            return arguments
        }
        let parameters =
            target.props.map { ($0, ViewMember.Role.prop) } + target.bindings.map { ($0, ViewMember.Role.binding) }
        // Keyed by the label's bytes: Swift matches a label scalar by scalar, not up to canonical equivalence.
        var given: [[UInt8]: Identifier] = [:]
        // A misspelled argument is reported with its suggestion; the parameter it names is not also missing.
        var suggested: Set<String> = []
        // One label that names no parameter beside one parameter left out is that parameter, however far apart
        // they are spelled (a prop renamed in the view but not in this use), as a record's field is.
        let names = parameters.map(\.0.name.name)
        let parameterIndex = ExactNameIndex(names)
        let rejected = ExactNameIndex(target.rejectedMembers.map(\.name.name))
        // A modifier written inside the mapping (`padding: 3`), or a near spelling of one (`fnt`), is no renamed
        // parameter.
        let unknownLabels = arguments.map(\.label.name).filter { label in
            !parameterIndex.contains(label)
                && Suggestion.closest(to: label, among: SpecDecoder.modifierKeys) == nil
                && !rejected.contains(label)
        }
        let labels = ExactNameIndex(arguments.map(\.label.name))
        let unwritten = names.filter { !labels.contains($0) }
        let unwrittenCandidates = SuggestionCandidates(unwritten)
        // Summarised for did-you-mean at the first unknown label, for all of them.
        var nameCandidates: SuggestionCandidates?
        let renamed = unknownLabels.count == 1 && unwritten.count == 1 ? (unknownLabels[0], unwritten[0]) : nil
        // Two unknown labels near one parameter (`titel`, `tittle`) would both be renamed to it: neither is.
        let nearSeveral = Suggestion.closestToSeveral(of: unknownLabels, among: unwrittenCandidates)
        let checked = arguments.map { argument -> ComponentArgument in
            let label = argument.label.name
            if let first = given[Array(label.utf8)] {
                let note = Diagnostic.Note(
                    message: LiteralChecker.firstWritten(first.name), file: file, range: first.range)
                error(
                    "duplicate-argument", Self.duplicateArgument(label), at: argument.label.range,
                    notes: [note])
                return argument
            }
            given[Array(label.utf8)] = argument.label
            guard let (parameter, role) = parameterIndex.index(of: label).map({ parameters[$0] }) else {
                // A parameter whose declaration was rejected is reported there, not at every argument for it; an
                // argument written beside the view was reported there.
                if case .misplaced = argument.value { return argument }
                if rejected.contains(label) { return argument }
                let candidates = nameCandidates ?? SuggestionCandidates(names)
                nameCandidates = candidates
                // A label equivalent to a parameter's but written with other scalars names that parameter.
                if let match = names.first(where: { $0 == label }) ?? Suggestion.closest(to: label, among: candidates) {
                    suggested.insert(match)
                }
                // `count: 3` for the view's own state, which the generated initializer takes for previews only.
                let ownState =
                    (declarations.stateNames[name.name] ?? []).containsSpelledExactly(label)
                    ? "; '\(label)' is a state of '\(name.name)', which the view starts itself, as '@State' does: "
                        + "make it a prop to pass it, or set it in a preview"
                    : ModifierKey.named(label) != nil
                        ? "; '\(label)' is a modifier: write it beside '\(name.name)', not inside its arguments" : nil
                var suggestion =
                    ownState ?? ExpressionChecker.equivalentSpelling(label, among: names)
                    ?? Suggestion.didYouMean(label, among: candidates)
                // A parameter the use already passes is no rename: applied, it would be an argument given twice.
                var fixIt = Diagnostic.FixIt.nearSpelling(
                    of: label, among: unwrittenCandidates, told: suggestion, at: argument.label.range)
                if let replacement = fixIt?.replacement, nearSeveral.contains(replacement) { fixIt = nil }
                if suggestion.isEmpty, let (unknown, parameter) = renamed, unknown == label,
                    fits(argument, parameters.first { $0.0.name.name == parameter }!, view: name.name)
                {
                    suggestion = "; did you mean '\(parameter)'?"
                    fixIt = .replacing(label, with: parameter, at: argument.label.range)
                    suggested.insert(parameter)
                }
                let message = Self.unknownArgument(label, view: name.name, suggestion: suggestion)
                error("unknown-argument", message, at: argument.label.range, fixIt: fixIt)
                return argument
            }
            var result = argument
            result.value = checkArgument(argument, parameter: parameter, role: role, view: name.name)
            return result
        }
        // Every parameter the use leaves out is named in one diagnostic, as Swift names the arguments of a call.
        let missing = parameters.filter {
            given[Array($0.0.name.name.utf8)] == nil && !suggested.contains($0.0.name.name)
        }
        if !missing.isEmpty {
            error("missing-argument", Self.missingArguments(missing, view: name.name), at: range)
        }
        return checked
    }

    /// Whether `argument` checks without an error as the value of `parameter`: a label far from any parameter's is
    /// that parameter renamed only when its value could be passed for it.
    private func fits(
        _ argument: ComponentArgument, _ parameter: (PropertyDecl, ViewMember.Role), view: String
    ) -> Bool {
        var trial = self
        let before = trial.diagnostics.count
        _ = trial.checkArgument(argument, parameter: parameter.0, role: parameter.1, view: view)
        return !trial.diagnostics[before...].contains { $0.severity == .error }
    }

    private mutating func checkArgument(
        _ argument: ComponentArgument,
        parameter: PropertyDecl,
        role: ViewMember.Role,
        view: String
    ) -> ComponentArgument.Value {
        let isTemplate = role == .prop && parameter.type == .string
        // A parameter whose type is unknown is reported at its declaration: the argument is checked on its own,
        // not against the type, so that one mistake is one diagnostic.
        var unknownTypeErrors: [Diagnostic] = []
        let expected: TypeRef? =
            TypeDeclChecker(declarations: declarations).validate(
                parameter.type, at: parameter.typeRange, file: file, diagnostics: &unknownTypeErrors)
            ? parameter.type : nil
        var value = argument.value
        // Quoted, the value of a prop of a misspelled type is most likely text (`label: "Lodging"` for `label:
        // Strng`), and so is a plain one naming nothing in scope when the type is told to be 'String': a template,
        // not names to look up.
        let meansString = unknownTypeErrors.contains { $0.fixIt?.replacement == "String" }
        if case .unresolved(let scalar) = value, role == .prop, expected == nil,
            let text = unknownTypeText(scalar, plainMayBeText: meansString)
        {
            return .template(typed(text))
        }
        if case .unresolved(let scalar) = value {
            if isTemplate {
                guard let template = parsedTemplate(scalar) else { return value }
                value = .template(template)
            } else {
                var parseErrors: [Diagnostic] = []
                if let expression = ExpressionParser.parseExpression(scalar, file: file, diagnostics: &parseErrors) {
                    value = .expression(expression)
                } else if let template = textTemplate(scalar, interpolating: parameter.type != .optional(.string)) {
                    // A text template (`"Score: {n}"`) is reported as one, not as the expression syntax it breaks,
                    // and so is any text given to a `String?` prop (`detail: Not connected`).
                    value = .template(template)
                }
                if case .unresolved = value {
                    diagnostics.append(contentsOf: parseErrors)
                    return value
                }
            }
        }
        switch (value, role) {
        case (.expression(let expression), .prop) where expected == nil:
            guard !ExpressionChecker.needsContext(expression) else { return value }
            return .expression(typed(expression, expected: nil))
        case (.template(let template), .prop) where isTemplate:
            return .template(typed(template))
        case (.template(let template), .binding):
            // `text: "{s}"`: the value a binding reaches is written with a `$`, not interpolated.
            if template.parts.count == 1, case .interpolation(let expression)? = template.parts.first,
                expression.pathText != nil
            {
                reportMissingDollar(expression, of: expected, written: template.range) {
                    Self.missingDollar(parameter.name.name, view: view, written: $0)
                }
            } else {
                error("expected-binding", expectedBinding(parameter, view: view), at: template.range)
            }
        case (.template(let template), _):
            let message = Self.templateForNonString(parameter.name.name, type: parameter.type, template: template)
            error("argument-type-mismatch", message, at: template.range)
        case (.expression(let expression), .prop):
            let before = diagnostics.count
            let checked = typed(expression, expected: parameter.type)
            // `detail: Connected` for a `String?` prop reads a name; the text it meant is a string literal. A close
            // name that is no text (`Books` beside a `[Book]` state `books`) is no better guess than the text.
            if parameter.type == .optional(.string), case .name(let text) = expression.kind {
                if let index = diagnostics[before...].firstIndex(where: {
                    $0.code == "unknown-name" && $0.range == expression.range
                        && $0.message.hasPrefix(ExpressionChecker.unknownName(text) + "; did you mean '")
                }), let guess = expressions.nearName(text), let type = lookup(guess)?.type,
                    type != .string, type != .optional(.string)
                {
                    diagnostics[index].message = ExpressionChecker.unknownName(text)
                    diagnostics[index].fixIt = nil
                }
                amendUnknownName(expression, since: before, hint: Self.textForOptionalString(text))
            } else if case .unresolved(let scalar) = argument.value, scalar.style != .plain, let expected {
                // `count: "three"` for an Int: the quotes were meant to make text, which they do not.
                amendUnknownName(expression, since: before, hint: Self.quotedName(parameter.name.name, type: expected))
            }
            return .expression(checked)
        case (.expression(let expression), _):
            guard case .binding = expression.kind else {
                // A path gets its `$` as the fix-it, when it reads something.
                if expression.pathText != nil {
                    reportMissingDollar(expression, of: expected) {
                        Self.missingDollar(parameter.name.name, view: view, written: $0)
                    }
                } else {
                    error("expected-binding", expectedBinding(parameter, view: view), at: expression.range)
                }
                return value
            }
            return .expression(typedBinding(expression, of: expected))
        case (.unresolved, _), (.invalid, _), (.misplaced, _):
            break
        }
        return value
    }

    /// For the value of a prop whose type is unknown: the template it reads as when it is quoted, or, where
    /// `plainMayBeText`, when it is plain and reads as no expression whose names are all in scope; nil for an
    /// expression.
    private func unknownTypeText(_ scalar: YAMLScalar, plainMayBeText: Bool) -> Template? {
        guard scalar.style == .plain else { return textTemplate(scalar, interpolating: false) }
        guard plainMayBeText else { return nil }
        var errors: [Diagnostic] = []
        guard let expression = ExpressionParser.parseExpression(scalar, file: file, diagnostics: &errors) else {
            return textTemplate(scalar, interpolating: false)
        }
        var probe = self
        probe.diagnostics = []
        _ = probe.typed(expression, expected: nil)
        guard probe.diagnostics.contains(where: { $0.code == "unknown-name" }) else { return nil }
        return textTemplate(scalar, interpolating: false)
    }

    /// `scalar` read as a text template, when it is one, and when `interpolating`, one that interpolates something.
    private func textTemplate(_ scalar: YAMLScalar, interpolating: Bool) -> Template? {
        var errors: [Diagnostic] = []
        guard let template = ExpressionParser.parseTemplate(scalar, file: file, diagnostics: &errors), errors.isEmpty,
            !interpolating || template.literalText == nil
        else { return nil }
        return template
    }

    /// For a quoted name given to a prop that takes no text.
    static func quotedName(_ prop: String, type: TypeRef) -> String {
        "; a prop's value is an expression whatever its quotes, which are YAML's, and '\(prop)' takes a value of type "
            + "'\(type)'"
    }

    static func textForOptionalString(_ text: String) -> String {
        "; the value of a 'String?' prop is an expression, so write text as a string literal: '\"\(text)\"'"
    }
}
