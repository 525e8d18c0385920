/// Labels and controls in columns, as macOS lays a form out; a terminal draws it as every form.
public struct ColumnsFormStyle: FormStyle, Equatable, Sendable {
    public init() {}
}

extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}
