/// `struct <View>_Previews: PreviewProvider`: one view per named preview, or one at zero values.
struct PreviewTranslator {
    let expressions: ExpressionTranslator
    let view: ViewDecl

    var declaration: SwiftDecl {
        let name = SwiftName.checked(view.name.name)
        var comments: [String] = []
        var views: [SwiftStatement] = []
        if view.previews.isEmpty {
            let hasInputs = !view.props.isEmpty || !view.bindings.isEmpty
            comments.append(
                hasInputs
                    ? "No previews declared: props and bindings start at their zero values."
                    : "No previews declared: the view has no inputs."
            )
            views.append(.expression(call(setting: [:])))
        } else {
            for preview in view.previews {
                views.append(
                    .expression(
                        .modified(
                            call(setting: Self.values(of: preview)),
                            [SwiftModifier("previewDisplayName", [SwiftArgument(nil, .string(preview.name.name))])]
                        )
                    )
                )
            }
        }
        let previews = SwiftProperty(
            modifiers: ["static"],
            isMutable: true,
            name: "previews",
            type: "some View",
            getter: [.expression(.call(.identifier("Group"), [], trailingClosures: [SwiftClosure(body: views)]))]
        )
        return .structure(
            SwiftTypeDecl(
                comments: comments,
                name: FileScopeNames.previews(of: name),
                conformances: ["PreviewProvider"],
                members: [.property(previews)]
            )
        )
    }

    /// The view built with every prop and binding, plus the state a preview sets.
    func call(setting values: [String: Literal]) -> SwiftExpr {
        var arguments: [SwiftArgument] = []
        for prop in view.props {
            let name = SwiftName.checked(prop.name.name)
            arguments.append(SwiftArgument(name, value(values[name], zeroOf: prop.type)))
        }
        for binding in view.bindings {
            let name = SwiftName.checked(binding.name.name)
            let constant = SwiftExpr.call(
                .implicitMember("constant"), [SwiftArgument(nil, value(values[name], zeroOf: binding.type))])
            arguments.append(SwiftArgument(name, constant))
        }
        for state in view.state {
            if let literal = values[state.name.name] {
                arguments.append(SwiftArgument(SwiftName.checked(state.name.name), expressions.translate(literal)))
            }
        }
        return .call(name, arguments)
    }

    private var name: String { SwiftName.checked(view.name.name) }

    /// The values a preview sets, by name; the first of a repeated name wins.
    static func values(of preview: PreviewDecl) -> [String: Literal] {
        Dictionary(preview.values.map { ($0.name.name, $0.value) }) { first, _ in first }
    }

    private func value(_ literal: Literal?, zeroOf type: TypeRef) -> SwiftExpr {
        literal.map(expressions.translate) ?? expressions.unit.zeroValue(of: type)
    }
}
