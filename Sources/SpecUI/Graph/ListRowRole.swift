/// What a row of a `List` is: a section's header, a section's footer, or a row of content.
enum ListRowRole {
    case header, footer, content
}
