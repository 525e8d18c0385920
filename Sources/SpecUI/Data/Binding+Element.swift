extension Binding where Value: MutableCollection {
    /// A binding to the element of a bound collection whose id is `id`, wherever it moves: reads find it (the
    /// index it was at is tried first), writes replace it, and once it is gone reads give the value it had when
    /// the binding was made and writes are ignored.
    ///
    /// The binding points at the id, not the index, so two such bindings are `==` when they name the same element
    /// and read equal values, and a row that moves keeps its controls on its own element.
    package func element<ID: Hashable>(
        withID id: ID, at index: Value.Index, idOf: @escaping (Value.Element) -> ID
    ) -> Binding<Value.Element> {
        let base = self
        let lookup = ElementLookup<Value, ID>(id: id, index: index, value: base.wrappedValue[index], idOf: idOf)
        return Binding<Value.Element>(
            location: location?.appending(AnyHashable(ElementIDComponent(id: AnyHashable(id)))),
            get: { lookup.read(from: base.wrappedValue) },
            set: { newValue in
                var collection = base.wrappedValue
                guard lookup.write(newValue, into: &collection) else { return }
                base.wrappedValue = collection
            }
        )
    }
}

/// The step of a binding's location naming an element by its id, distinct from any index or key path.
struct ElementIDComponent: Hashable {
    let id: AnyHashable
}
