/// `text` as a cell of a report's table `width` columns wide: padded with spaces after it, or before it (`right`)
/// for a number, so that a column of numbers lines up on the right.
func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
}
