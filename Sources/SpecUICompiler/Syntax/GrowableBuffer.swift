/// A growable run of values that one builder owns alone.
///
/// The tree builder appends to its buffers once or twice for every libyaml
/// event. An `Array` checks on each append that no one else shares its
/// storage; a buffer that cannot be copied needs no such check, and hands
/// its values over as an array once, at the end.
struct GrowableBuffer<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "index out of range")
            return base[index]
        }
        set {
            precondition(index >= 0 && index < count, "index out of range")
            base[index] = newValue
        }
    }

    mutating func append(_ element: Element) {
        if count == capacity { grow(toHold: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress, !elements.isEmpty else { return }
        if count + elements.count > capacity { grow(toHold: count + elements.count) }
        (base + count).initialize(from: source, count: elements.count)
        count += elements.count
    }

    /// Appends the buffer's own elements from `start` to its end, and removes them from there: a collection's
    /// children, moved from the pending run to where they stay.
    mutating func append(movingFrom other: inout GrowableBuffer<Element>, from start: Int) {
        let moved = other.count - start
        guard moved > 0 else { return }
        if count + moved > capacity { grow(toHold: count + moved) }
        (base + count).moveInitialize(from: other.base + start, count: moved)
        count += moved
        other.count = start
    }

    mutating func removeLast() -> Element {
        precondition(count > 0, "removing from an empty buffer")
        count -= 1
        return (base + count).move()
    }

    /// The elements as an array.
    func array() -> [Element] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// Runs `body` on the elements in place.
    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base, count: count))
    }

    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }
}
