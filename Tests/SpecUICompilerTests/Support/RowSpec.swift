/// The spec of a view `name` with the props `title: String` and `count: Int` and the binding `isOn: Bool`, for tests
/// that use a view of the unit.
func rowSpec(view name: String) -> String {
    """
    view: \(name)
    props:
      title: String
      count: Int
    bindings:
      isOn: Bool
    body:
      - Toggle: "{title} {count}"
        isOn: $isOn
    """
}
