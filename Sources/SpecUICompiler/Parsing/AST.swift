// The typed syntax tree of one spec file: what decoding produces and what the
// checker annotates. Every node keeps the source range it was decoded from.

/// One spec file: a view, shared types, or both.
package struct SpecFile: Hashable, Sendable {
    /// The path as given on the command line, used in diagnostics and headers.
    package var path: String
    package var view: ViewDecl?
    package var types: [TypeDecl]
    /// Type names this file declared that decoding reported and left out (a lowercase or reserved name): uses of
    /// them elsewhere are not reported again.
    package var rejectedTypeNames: [String]

    package init(path: String, view: ViewDecl?, types: [TypeDecl], rejectedTypeNames: [String] = []) {
        self.path = path
        self.view = view
        self.types = types
        self.rejectedTypeNames = rejectedTypeNames
    }
}

/// `view:` with its inputs, state, body and previews.
package struct ViewDecl: Hashable, Sendable {
    package var name: Identifier
    package var props: [PropertyDecl]
    package var bindings: [PropertyDecl]
    package var state: [StateDecl]
    package var environment: [EnvironmentDecl]
    package var body: [ViewNode]
    package var previews: [PreviewDecl]
    /// Whether decoding reported an error in this file and left out what it could not read, which may have used
    /// a member: lints about unused members are then not reported.
    package var hasDecodeErrors: Bool
    /// Props, bindings and state whose declarations decoding reported and left out; uses of them are not
    /// reported again.
    package var rejectedMembers: [RejectedMember] = []
    /// Uses of views that may not exist, whose argument errors checking reports once it knows (`SecureField: "x"`).
    package var unresolvedComponentUses: [UnresolvedComponentUse] = []
    /// Whether decoding reported the view's name (a keyword, a reserved or lowercase name): the unit does not declare
    /// the view, but its body is still checked, so its other mistakes are reported in the same run.
    package var isNameRejected = false

    package init(
        name: Identifier,
        props: [PropertyDecl] = [],
        bindings: [PropertyDecl] = [],
        state: [StateDecl] = [],
        environment: [EnvironmentDecl] = [],
        body: [ViewNode] = [],
        previews: [PreviewDecl] = [],
        hasDecodeErrors: Bool = false
    ) {
        self.name = name
        self.props = props
        self.bindings = bindings
        self.state = state
        self.environment = environment
        self.body = body
        self.previews = previews
        self.hasDecodeErrors = hasDecodeErrors
    }
}

/// A prop, binding or state that decoding reported and left out, such as one named with a Swift keyword.
package struct RejectedMember: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case prop
        case binding
        case state
        case environment
        /// The loop variable of a `ForEach` left out for lacking its content.
        case loopVariable
    }

    /// The name as written, even when it is not a valid name.
    package var name: Identifier
    package var kind: Kind

    package init(name: Identifier, kind: Kind) {
        self.name = name
        self.kind = kind
    }
}

/// A prop (`let name: Type`) or a binding (`@Binding var name: Type`).
package struct PropertyDecl: Hashable, Sendable {
    package var name: Identifier
    package var type: TypeRef
    /// Where the type was written.
    package var typeRange: SourceRange

    package init(name: Identifier, type: TypeRef, typeRange: SourceRange) {
        self.name = name
        self.type = type
        self.typeRange = typeRange
    }
}

/// `@State private var name = initial`.
package struct StateDecl: Hashable, Sendable {
    package var name: Identifier
    /// The type written in the explicit form (`type: "[Todo]"`), nil when inferred.
    package var declaredType: TypeRef?
    /// Where the declared type's name is written (`Todo` in `"[Todo]"`), for errors about it.
    package var declaredTypeRange: SourceRange?
    /// The declared type, or the one inferred from `initial`; filled by the checker.
    package var type: TypeRef?
    package var initial: Literal
    /// The type an inferred state's initial value spells, written as a prop's type is (`count: Int`): the
    /// likely mistake of declaring state by its type. Nil for the explicit form and for any other value.
    package var typeSpelledByInitial: TypeRef?

    package init(
        name: Identifier, declaredType: TypeRef?, declaredTypeRange: SourceRange? = nil, type: TypeRef? = nil,
        initial: Literal, typeSpelledByInitial: TypeRef? = nil
    ) {
        self.name = name
        self.declaredType = declaredType
        self.declaredTypeRange = declaredTypeRange
        self.type = type
        self.initial = initial
        self.typeSpelledByInitial = typeSpelledByInitial
    }
}

/// An `environment:` entry.
package struct EnvironmentDecl: Hashable, Sendable {
    package enum Key: String, Hashable, Sendable, CaseIterable {
        case layoutDirection
        case colorScheme
    }

    package var key: Key
    package var range: SourceRange

    package init(key: Key, range: SourceRange) {
        self.key = key
        self.range = range
    }
}

/// A `types:` entry: a record or an enum.
package struct TypeDecl: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case record([FieldDecl])
        case enumeration([Identifier])
    }

    package var name: Identifier
    package var kind: Kind
    /// Fields written under a record whose name or type was rejected (and reported) there, which uses do not
    /// report again.
    package var rejectedFields: [String] = []
    /// Cases written under an enum whose name was rejected (and reported) there, which uses do not report again.
    package var rejectedCases: [String] = []

    package init(name: Identifier, kind: Kind) {
        self.name = name
        self.kind = kind
    }
}

/// A field of a record type.
package struct FieldDecl: Hashable, Sendable {
    package var name: Identifier
    package var type: TypeRef
    package var typeRange: SourceRange

    package init(name: Identifier, type: TypeRef, typeRange: SourceRange) {
        self.name = name
        self.type = type
        self.typeRange = typeRange
    }
}

/// A named preview: values for props, bindings and state.
package struct PreviewDecl: Hashable, Sendable {
    package var name: Identifier
    package var values: [PreviewValue]

    package init(name: Identifier, values: [PreviewValue]) {
        self.name = name
        self.values = values
    }
}

package struct PreviewValue: Hashable, Sendable {
    package var name: Identifier
    package var value: Literal

    package init(name: Identifier, value: Literal) {
        self.name = name
        self.value = value
    }
}

/// YAML data read against a declared type (state initial values, preview values).
package struct Literal: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case integer(Int)
        case double(Double)
        case boolean(Bool)
        /// A string exactly as YAML decoded it: no interpolation.
        case string(String)
        case null
        /// `.name`
        case enumCase(String)
        case array([Literal])
        /// A mapping: field name to value, in written order.
        case record([LiteralField])
    }

    package var kind: Kind
    package var range: SourceRange
    /// Filled by the checker.
    package var type: TypeRef?

    package init(_ kind: Kind, range: SourceRange, type: TypeRef? = nil) {
        self.kind = kind
        self.range = range
        self.type = type
    }
}

package struct LiteralField: Hashable, Sendable {
    package var name: Identifier
    package var value: Literal

    package init(name: Identifier, value: Literal) {
        self.name = name
        self.value = value
    }
}

/// One node of a body: a view, a view of the unit, `if` or `switch`, with its modifiers.
package struct ViewNode: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case text(Template)
        indirect case button(ButtonLabel, action: [Statement])
        indirect case vStack(alignment: HorizontalAlignment?, spacing: Expression?, content: [ViewNode])
        indirect case hStack(alignment: VerticalAlignment?, spacing: Expression?, content: [ViewNode])
        case zStack(alignment: Alignment?, content: [ViewNode])
        case list([ViewNode])
        case group([ViewNode])
        indirect case section(header: Template?, content: [ViewNode])
        indirect case forEach(ForEachNode)
        indirect case toggle(title: Template, isOn: Expression)
        indirect case textField(placeholder: Template, text: Expression)
        indirect case stepper(label: Template, value: Expression, bounds: Expression?)
        indirect case progressView(label: Template?, value: Expression?)
        case image(systemName: Template)
        indirect case spacer(minLength: Expression?)
        case divider
        case emptyView
        /// A view declared by another spec of the unit, with its arguments in written order.
        indirect case component(Identifier, arguments: [ComponentArgument])
        indirect case ifElse(IfNode)
        indirect case switchOver(SwitchNode)
    }

    package var kind: Kind
    /// Modifiers in written order.
    package var modifiers: [Modifier]
    /// The range of the node's first key (`Text`, `if`, ...).
    package var range: SourceRange

    package init(_ kind: Kind, modifiers: [Modifier] = [], range: SourceRange) {
        self.kind = kind
        self.modifiers = modifiers
        self.range = range
    }
}

package enum ButtonLabel: Hashable, Sendable {
    case title(Template)
    case label([ViewNode])
}

package struct ForEachNode: Hashable, Sendable {
    package enum Identity: Hashable, Sendable {
        /// The element type has an `id` field (Identifiable).
        case implicit
        /// `id: field`.
        case field(Identifier)
        /// `id: self`.
        case element(SourceRange)
    }

    /// The collection, without the `$` of the binding form.
    package var collection: Expression
    /// `ForEach: $todos`: rows get `$item` bindings.
    package var isBinding: Bool
    package var identity: Identity
    /// `as:`, default `item`.
    package var variable: Identifier
    package var content: [ViewNode]
    /// The element type; filled by the checker.
    package var elementType: TypeRef?

    package init(
        collection: Expression,
        isBinding: Bool,
        identity: Identity,
        variable: Identifier,
        content: [ViewNode],
        elementType: TypeRef? = nil
    ) {
        self.collection = collection
        self.isBinding = isBinding
        self.identity = identity
        self.variable = variable
        self.content = content
        self.elementType = elementType
    }
}

/// An argument passed to a view of the unit: a prop value or a binding.
package struct ComponentArgument: Hashable, Sendable {
    package enum Value: Hashable, Sendable {
        /// A String prop: a template.
        case template(Template)
        /// Any other prop, or a binding (`$name`): an expression.
        case expression(Expression)
        /// The scalar as written, before the callee's parameter types are known.
        ///
        /// Decoding cannot tell a String prop (a template) from any other prop or
        /// a binding (an expression): the callee may be declared in another file
        /// of the unit. The checker replaces this with `.template` when the
        /// parameter is a String prop and `.expression` otherwise.
        case unresolved(YAMLScalar)
        /// A value that could not be decoded, reported then; the label still counts as given.
        ///
        /// Keeping the argument spares a second report that the parameter is
        /// missing. A unit with such an argument has errors, so neither the
        /// generator nor the interpreter sees one.
        case invalid
        /// Written beside the view's mapping instead of inside it (`- Row:` with `title: "a"` below it), and
        /// reported there: the label counts as given when it names a parameter, and is not reported again when it
        /// names none.
        case misplaced
    }

    package var label: Identifier
    package var value: Value

    package init(label: Identifier, value: Value) {
        self.label = label
        self.value = value
    }
}

package struct IfNode: Hashable, Sendable {
    package var condition: Expression
    package var then: [ViewNode]
    /// nil when there is no `else:`; an else-if chain is a single `if` node here.
    package var otherwise: [ViewNode]?

    package init(condition: Expression, then: [ViewNode], otherwise: [ViewNode]?) {
        self.condition = condition
        self.then = then
        self.otherwise = otherwise
    }
}

package struct SwitchNode: Hashable, Sendable {
    package struct Case: Hashable, Sendable {
        package enum Pattern: Hashable, Sendable {
            case enumCase(String)
            case integer(Int)
            case string(String)
        }

        package var pattern: Pattern
        /// Where the case key was written.
        package var range: SourceRange
        package var body: [ViewNode]

        package init(pattern: Pattern, range: SourceRange, body: [ViewNode]) {
            self.pattern = pattern
            self.range = range
            self.body = body
        }
    }

    package var subject: Expression
    package var cases: [Case]
    package var defaultBody: [ViewNode]?
    /// Where the `default:` key was written; nil when there is no default.
    package var defaultRange: SourceRange?
    /// Whether the default was written inside `cases:`, where it is reported already.
    package var isDefaultMisplaced = false
    /// Plain case keys YAML reads as a Bool (`true:`), which no case can be, left out of `cases`: the checker
    /// reports them, unless the subject is a Bool, whose own error says to tell it apart with `if`.
    package var boolCaseKeys: [Identifier] = []
    /// Plain case keys naming a Swift keyword (`init:`, `.repeat:`), which no case can be, left out of `cases`: the
    /// checker reports them, unless the subject is an enum whose declaration of that case is reported already.
    package var keywordCaseKeys: [Identifier] = []

    package init(subject: Expression, cases: [Case], defaultBody: [ViewNode]?, defaultRange: SourceRange? = nil) {
        self.subject = subject
        self.cases = cases
        self.defaultBody = defaultBody
        self.defaultRange = defaultRange
    }
}

package enum HorizontalAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

package enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case top, center, bottom
}

package enum Alignment: String, Hashable, Sendable, CaseIterable {
    case center, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// A modifier, applied in written order.
package struct Modifier: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case padding(Padding)
        case font(Font)
        case bold
        case italic
        case underline
        case foregroundColor(Color)
        case background(Color)
        case border(Color)
        case cornerRadius(Expression)
        indirect case frame(Frame)
        case opacity(Expression)
        case disabled(Expression)
        case id(Expression)
        case accessibilityIdentifier(Template)
        case equatable
        case onAppear([Statement])
        case onChange(of: Expression, action: [Statement])
    }

    package var kind: Kind
    /// The range of the modifier's key.
    package var range: SourceRange

    package init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// `padding: true`, `padding: 2`, `padding: {edges: horizontal, length: 2}`.
package struct Padding: Hashable, Sendable {
    package var edges: EdgeSet?
    package var length: Expression?
    /// The whole scalar `padding`'s length is written as, quotes included (`"horizontal"`): what a fix-it that
    /// writes a mapping in its place replaces.
    package var scalarRange: SourceRange?

    package init(edges: EdgeSet?, length: Expression?, scalarRange: SourceRange? = nil) {
        self.edges = edges
        self.length = length
        self.scalarRange = scalarRange
    }
}

package enum EdgeSet: String, Hashable, Sendable, CaseIterable {
    case all, horizontal, vertical, top, bottom, leading, trailing
}

package enum Font: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, headline, body, caption, footnote
}

package enum Color: String, Hashable, Sendable, CaseIterable {
    case black, white, gray, red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown
    case primary, secondary, accentColor
}

/// `frame:` arguments; a max dimension may be `infinity`.
package struct Frame: Hashable, Sendable {
    package enum Dimension: Hashable, Sendable {
        case value(Expression)
        case infinity
    }

    package var width: Dimension?
    package var height: Dimension?
    package var minWidth: Dimension?
    package var maxWidth: Dimension?
    package var minHeight: Dimension?
    package var maxHeight: Dimension?
    package var alignment: Alignment?

    package init(
        width: Dimension? = nil,
        height: Dimension? = nil,
        minWidth: Dimension? = nil,
        maxWidth: Dimension? = nil,
        minHeight: Dimension? = nil,
        maxHeight: Dimension? = nil,
        alignment: Alignment? = nil
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}
