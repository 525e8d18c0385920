/// A state slot that knows the views whose evaluations read it, so that a write updates them and no others.
protocol ReadTrackedSlot: AnyObject {
    @MainActor func addReader(_ node: ViewNode)
}
