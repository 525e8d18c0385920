/// The views the language provides (SPEC-LANGUAGE §3), with the named arguments each takes.
enum BuiltinView: String, SpecWord {
    case text = "Text"
    case button = "Button"
    case vStack = "VStack"
    case hStack = "HStack"
    case zStack = "ZStack"
    case list = "List"
    case group = "Group"
    case section = "Section"
    case forEach = "ForEach"
    case toggle = "Toggle"
    case textField = "TextField"
    case stepper = "Stepper"
    case progressView = "ProgressView"
    case image = "Image"
    case spacer = "Spacer"
    case divider = "Divider"
    case emptyView = "EmptyView"

    static let words = makeWords()

    /// Named arguments, written beside the first key.
    var arguments: [String] { argumentList.map(\.rawValue) }

    /// Named arguments that must be present.
    var requiredArguments: [String] { requiredArgument.map { [$0.rawValue] } ?? [] }

    /// Named arguments, written beside the first key, in the order messages list them.
    var argumentList: [BuiltinArgument] {
        switch self {
        case .button: [.action]
        case .vStack, .hStack: [.alignment, .spacing]
        case .zStack: [.alignment]
        case .section: [.content]
        case .forEach: [.id, .as, .content]
        case .toggle: [.isOn]
        case .textField: [.text]
        case .stepper: [.value, .in]
        case .progressView: [.value]
        case .spacer: [.minLength]
        case .text, .list, .group, .image, .divider, .emptyView: []
        }
    }

    /// The named argument that must be present, if any.
    var requiredArgument: BuiltinArgument? {
        switch self {
        case .button: .action
        case .section, .forEach: .content
        case .toggle: .isOn
        case .textField: .text
        case .stepper: .value
        default: nil
        }
    }

    /// Whether `argument` is one of the view's named arguments.
    func takes(_ argument: BuiltinArgument) -> Bool { argumentList.contains(argument) }

    /// What the first key's value must be, in words; nil when the view takes no value there.
    var primaryExpectation: String? {
        switch self {
        case .text: "a string template"
        case .button: "a title template or a list of nodes"
        case .vStack, .hStack, .zStack, .list, .group: "a list of nodes"
        case .section: "a header template"
        case .forEach: "a collection expression"
        case .toggle: "a title template"
        case .textField: "a placeholder template"
        case .stepper: "a label template"
        case .progressView: "a label template"
        case .image: "a system symbol name"
        case .spacer, .divider, .emptyView: nil
        }
    }

    /// Whether the view's value is a template, which any text can be written as.
    var primaryIsText: Bool {
        switch self {
        case .text, .button, .section, .toggle, .textField, .stepper, .progressView, .image: true
        default: false
        }
    }

    /// Whether the view may be written without a value: `- Spacer`, `- ProgressView`, `- Section:`.
    var primaryIsOptional: Bool {
        switch self {
        case .section, .progressView, .spacer, .divider, .emptyView: true
        default: false
        }
    }
}
