import SpecUI

/// The insertion point of the focused text field: how many characters of its text come before it.
///
/// It is kept with the text it was placed in, so when the view changes that text itself (a button clears it,
/// an `onChange` rewrites it), the insertion point goes back to the end, where a fresh field has it.
struct TextCursor: Equatable {
    var field: ActionableID
    var text: String
    var offset: Int

    /// Where typing goes in `field` showing `current`: this cursor's offset when it was placed in that same
    /// text, otherwise the end.
    static func offset(_ cursor: TextCursor?, field: ActionableID, text current: String) -> Int {
        guard let cursor, cursor.field == field, cursor.text == current else { return current.count }
        return min(max(0, cursor.offset), current.count)
    }

    /// The text with `inserted` (a typed character, or pasted text) inserted at `offset`, and the offset after it.
    /// A character that joins the one before it (a combining mark such as an Arabic haraka, or what follows a zero-width joiner) adds no
    /// character, so the insertion point stays after the character it joined.
    static func inserting(_ inserted: String, into text: String, at offset: Int) -> (String, Int) {
        let index = text.index(text.startIndex, offsetBy: offset)
        var result = text
        result.insert(contentsOf: inserted, at: index)
        return (result, offset + result.count - text.count)
    }

    /// The text without the character `offset` points just past, and the offset where it was; nil at the start.
    static func deletingBackward(in text: String, at offset: Int) -> (String, Int)? {
        guard offset > 0 else { return nil }
        var result = text
        result.remove(at: text.index(text.startIndex, offsetBy: offset - 1))
        return (result, offset - 1)
    }

    /// The text without the character after `offset`; nil at the end.
    static func deletingForward(in text: String, at offset: Int) -> (String, Int)? {
        guard offset < text.count else { return nil }
        var result = text
        result.remove(at: text.index(text.startIndex, offsetBy: offset))
        return (result, offset)
    }
}
