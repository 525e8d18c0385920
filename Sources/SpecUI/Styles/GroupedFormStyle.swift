/// Rows in grouped sections, as a terminal draws every form.
public struct GroupedFormStyle: FormStyle, Equatable, Sendable {
    public init() {}
}

extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
