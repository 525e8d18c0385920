/// A gesture with an action run as it ends, made by `onEnded(_:)`.
public struct _EndedGesture<Content: Gesture>: Gesture, PerformableGesture {
    public typealias Value = Content.Value

    let content: Content
    let action: @MainActor (Content.Value) -> Void

    var endedValue: Any { (content as? any PerformableGesture)?.endedValue as Any }

    func perform() {
        content.performIfPossible()
        if let value = endedValue as? Content.Value {
            action(value)
        }
    }
}
