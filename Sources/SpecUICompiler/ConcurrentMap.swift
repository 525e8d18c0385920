import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `map(transform)` across all cores, with results in the order of the elements.
    ///
    /// Each element is transformed independently, so `transform` must not rely
    /// on the order in which elements are visited.
    package func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let results = Mutex([Result?](repeating: nil, count: count))
        self.withUnsafeBufferPointer { elements in
            nonisolated(unsafe) let elements = elements
            DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                let result = transform(elements[index])
                results.withLock { $0[index] = result }
            }
        }
        return results.withLock { $0.map { $0! } }
    }
}
