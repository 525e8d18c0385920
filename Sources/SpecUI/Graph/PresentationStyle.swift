/// How a presentation is shown: a sheet takes the screen as its view lays itself out, an alert is a box in the
/// middle of the screen.
enum PresentationStyle: Equatable {
    case sheet, alert
}
