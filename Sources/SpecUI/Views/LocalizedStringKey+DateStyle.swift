import Foundation

extension LocalizedStringKey.StringInterpolation {
    /// A date in one of `Text.DateStyle`'s styles, as `Text(_:style:)` shows it:
    /// `Text("Due \(task.due, style: .date)")`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendLiteral(Text.shown(date, style: style, now: Date()))
    }
}
