/// A JSON value built in code; objects render with sorted keys, so the same value always prints the same text.
package enum JSONValue: Hashable, Sendable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case integer(Int)
    case boolean(Bool)

    /// The object's members, or nil when the value is not an object.
    package var members: [String: JSONValue]? {
        guard case .object(let members) = self else { return nil }
        return members
    }

    /// The array's elements, or nil when the value is not an array.
    package var elements: [JSONValue]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }

    /// The string, or nil when the value is not a string.
    package var text: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    /// The member named `key` of an object; nil for a missing member or a value that is not an object.
    package subscript(key: String) -> JSONValue? { members?[key] }

    /// This object with `other`'s members added; `other` wins where both have a member.
    func merging(_ other: [String: JSONValue]) -> JSONValue {
        .object((members ?? [:]).merging(other) { _, new in new })
    }
}

extension JSONValue: ExpressibleByStringInterpolation {
    package init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    package init(integerLiteral value: Int) { self = .integer(value) }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    package init(booleanLiteral value: Bool) { self = .boolean(value) }
}

extension JSONValue: ExpressibleByArrayLiteral {
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    package init(dictionaryLiteral members: (String, JSONValue)...) {
        self = .object(Dictionary(members) { _, last in last })
    }
}
