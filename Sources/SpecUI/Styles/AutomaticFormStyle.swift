/// The platform's form style: grouped rows on iOS, as a terminal draws every form.
public struct AutomaticFormStyle: FormStyle, Equatable, Sendable {
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
