/// Values views read from their ancestors with `@Environment`, overridden with `.environment(_:_:)`.
public struct EnvironmentValues: Equatable, Sendable {
    public var layoutDirection: LayoutDirection
    public var colorScheme: ColorScheme
    public var isEnabled: Bool
    /// The case every `Text` inside is shown in, set with `textCase(_:)`; nil shows text as written.
    public var textCase: Text.Case?
    /// Why the views inside are redacted, added to with `redacted(reason:)` and cleared with `unredacted()`.
    public var redactionReasons: RedactionReasons = []
    /// The action of the `refreshable` view around, if any.
    public var refresh: RefreshAction?
    /// Whether the views inside are marked `privacySensitive()`, which `.privacy` redacts.
    var isPrivacySensitive = false

    /// How much room the screen gives across: `compact`, as on a phone held upright, which is the layout a
    /// terminal preview shows; `.environment(\.horizontalSizeClass, .regular)` previews the wide one.
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    /// How much room the screen gives down: `regular`, as on a phone held upright.
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular

    /// Whether a `Text` here is drawn redacted: always for a placeholder, for privacy only when it is sensitive.
    var redactsText: Bool {
        redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
    }
    /// Whether the toggles, steppers, pickers and sliders inside are drawn without their titles, set with
    /// `labelsHidden()`.
    var labelsHidden = false
    /// Whether the toggles inside draw as checkboxes (`.checkbox`, `.button`) rather than as switches, set with
    /// `toggleStyle(_:)`.
    var togglesAreCheckboxes = false
    /// The style of the pickers inside, set with `pickerStyle(_:)`.
    var pickerStyle = PickerStyleKind.automatic
    /// When the tab views inside, drawn as pages under `tabViewStyle(.page)`, show their page indicator; nil for
    /// tab views with a tab bar.
    var pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode?
    /// The color set with `tint(_:)`; nil for the accent color.
    var tint: Color?
    /// The `onSubmit` actions around, outermost first, that a text field inside runs on Return.
    var submitActions: [SubmitAction] = []
    /// The `onSubmit(of: .search)` actions around, outermost first, that the search field of a `searchable`
    /// inside runs on Return.
    var searchSubmitActions: [SubmitAction] = []
    /// What the accessibility modifiers around say about the controls inside.
    var accessibility = AccessibilityDescription()
    /// The shortcut set with `keyboardShortcut(_:)` for the controls inside.
    var keyboardShortcut: KeyboardShortcut?
    /// What the text fields inside were told about their text, none of which a terminal acts on.
    var textInputTraits = TextInputTraits()

    /// Whether the text fields inside were asked not to autocorrect, set with `autocorrectionDisabled(_:)`.
    public var autocorrectionDisabled: Bool {
        get { textInputTraits.autocorrectionDisabled }
        set { textInputTraits.autocorrectionDisabled = newValue }
    }

    /// Whether the views are inside a `List` (or a `Form`), whose rows `listRowBackground` draws behind.
    var isInList = false
    /// Whether the views are inside a `ScrollViewReader`, whose `scrollTo` finds the `ForEach` elements and `id(_:)`
    /// views inside by their ids.
    var marksScrollTargets = false
    /// The margins `contentMargins` sets around the content of the scroll views and lists inside, in cells.
    var scrollContentMargins = EdgeInsets()
    /// The blank rows `listRowSpacing` leaves between two rows of the lists inside; nil for none.
    var listRowSpacing: Double?
    /// The blank rows `listSectionSpacing` leaves before the headers of the sections of the lists inside.
    var listSectionSpacing: Double?
    /// Whether the views take taps and focus, false inside `allowsHitTesting(false)`.
    var allowsHitTesting = true
    /// The selection of the `List(selection:)` the views are rows of.
    var listSelection: ListSelection?
    /// The actions of the `swipeActions` modifier around, for a `swipeActions` modifier of the other edge inside it.
    var swipeActionsAround: SwipeActionsAround?
    /// The handler `environment(\.openURL, ...)` set around, nil for the system's action.
    var openURLHandler: OpenURLAction.Handler?
    /// Where the system's `openURL` action sends URLs, which the graph sets on the root's environment.
    var urlOpener: URLOpener?

    /// The color buttons and `.tint` styles draw in: the `tint` set around them, else the accent color.
    var tintColor: Color { tint ?? .accentColor }
    private var custom = EnvironmentStorage()

    public init(layoutDirection: LayoutDirection = .leftToRight, colorScheme: ColorScheme = .light) {
        self.layoutDirection = layoutDirection
        self.colorScheme = colorScheme
        isEnabled = true
    }
}

extension EnvironmentValues {
    /// The value of a custom key, or its default when no ancestor set it.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

extension EnvironmentValues {
    /// The `@Observable` object of its type set with `environment(_:)`, for `@Environment(Model.self)`.
    ///
    /// Reading one no ancestor set stops the program, as in SwiftUI: the view cannot have the object it declares.
    subscript<Object: AnyObject & Observable>(observable key: ObservableKey<Object>) -> Object {
        guard let object = self[optionalObservable: key] else {
            fatalError(
                "No Observable object of type \(Object.self) found. A View.environment(_:) for \(Object.self) may be "
                    + "missing as an ancestor of this view.")
        }
        return object
    }

    /// The `@Observable` object of its type set with `environment(_:)`, or nil, for `@Environment(Model.self)`
    /// declared optional.
    subscript<Object: AnyObject & Observable>(optionalObservable key: ObservableKey<Object>) -> Object? {
        get { custom[object: Object.self] }
        set { custom[object: Object.self] = newValue }
    }
}

extension EnvironmentValues {
    /// The `ObservableObject` of its type handed down with `environmentObject(_:)`, for `@EnvironmentObject`.
    subscript<Object: ObservableObject>(environmentObject key: ObservableKey<Object>) -> Object? {
        get { custom[object: Object.self] }
        set { custom[object: Object.self] = newValue }
    }
}
