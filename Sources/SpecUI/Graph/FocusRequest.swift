/// A write to a focus state, applied once the update it was made in has settled: move focus to the first enabled
/// control inside a view bound to `value`, or, for nil, away from every view bound to `storage`.
struct FocusRequest {
    let storage: any FocusStorage
    let value: AnyHashable?
}
