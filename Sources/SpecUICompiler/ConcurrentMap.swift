import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `map(transform)` across all cores, with results in the order of the elements.
    ///
    /// Each element is transformed independently, so `transform` must not rely
    /// on the order in which elements are visited.
    package func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        return withUnsafeBufferPointer { elements in
            nonisolated(unsafe) let elements = elements
            return Self.concurrentResults(count: elements.count) { transform(elements[$0]) }
        }
    }

    /// Updates every element in place across all cores, returning what each update returned, in element order.
    ///
    /// `update` gets each element's index and the element itself, inout: what it replaces is released on the
    /// core that replaced it when the array held the last reference, instead of all at once by whoever
    /// drops the array.
    package mutating func concurrentUpdate<Result: Sendable>(
        _ update: @Sendable (Int, inout Element) -> Result
    ) -> [Result] {
        guard count > 1 else {
            var results: [Result] = []
            for index in indices { results.append(update(index, &self[index])) }
            return results
        }
        return withUnsafeMutableBufferPointer { elements in
            nonisolated(unsafe) let elements = elements
            return Self.concurrentResults(count: elements.count) { update($0, &elements[$0]) }
        }
    }

    /// `body(index)` for every index below `count`, across all cores, with the results in index order.
    private static func concurrentResults<Result: Sendable>(
        count: Int, _ body: @Sendable (Int) -> Result
    ) -> [Result] {
        let results = Mutex([Result?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = body(index)
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.map { $0! } }
    }
}
