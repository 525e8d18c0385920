/// The named arguments written beside a built-in view's first key, looked up by name.
///
/// A built-in view takes at most three named arguments, so a short list
/// searched in order is cheaper than hashing every key into a dictionary.
struct NamedArguments {
    private var entries: [(name: String, entry: YAMLMappingEntry)] = []

    subscript(name: String) -> YAMLMappingEntry? {
        get { entries.first { $0.name == name }?.entry }
        set {
            let index = entries.firstIndex { $0.name == name }
            switch (index, newValue) {
            case (let index?, let entry?): entries[index].entry = entry
            case (let index?, nil): entries.remove(at: index)
            case (nil, let entry?): entries.append((name, entry))
            case (nil, nil): break
            }
        }
    }
}
