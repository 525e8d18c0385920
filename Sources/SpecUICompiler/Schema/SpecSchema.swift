/// The JSON Schema (draft 2020-12) of the spec language, so YAML editors complete keys, show documentation on
/// hover and flag mistakes as they are typed.
///
/// The vocabularies come from the decoder itself (built-in views and their arguments, modifier keys, colors,
/// fonts, alignments, edges), so the schema names exactly what `SpecDecoder` accepts. JSON Schema sees neither
/// YAML's key order nor its quoting, so the schema accepts a few specs `specui check` rejects; it never rejects
/// a spec the decoder accepts. docs/SCHEMA.md lists the differences.
package enum SpecSchema {
    /// The schema's stable identifier.
    package static let id = "https://specui.dev/schema/spec-v1.json"
    package static let dialect = "https://json-schema.org/draft/2020-12/schema"
    package static let title = "SpecUI screen spec"

    /// The schema as pretty-printed JSON with sorted keys, ending in a newline.
    package static func json() -> String { document().rendered() }

    /// The whole schema as a value.
    package static func document() -> JSONValue {
        [
            "$schema": .string(dialect),
            "$id": .string(id),
            "title": .string(title),
            "description": """
            A SpecUI screen spec (language v1): one view and/or shared types. The compiler turns it into \
            SwiftUI-style Swift; `specui check` reports what this schema cannot see.
            """,
            "type": "object",
            "properties": .object(topLevelProperties),
            "additionalProperties": false,
            "anyOf": [["required": ["view"]], ["required": ["types"]]],
            "dependentRequired": .object(dependencies),
            // The draft-07 spelling, for editors whose validator predates `dependentRequired`.
            "dependencies": .object(dependencies),
            "$defs": .object(definitions),
        ]
    }

    /// `view` needs `body`, and every view section needs `view`.
    static var dependencies: [String: JSONValue] {
        ["view": ["body"]].merging(viewKeys.map { ($0, ["view"]) }) { first, _ in first }
    }

    /// Top-level keys that only mean something beside `view:`.
    static let viewKeys = SpecDecoder.viewKeys

    /// Every reusable shape, referenced as `#/$defs/<name>`; the groups' names are disjoint.
    static var definitions: [String: JSONValue] {
        let groups = [valueDefinitions, declarationDefinitions, nodeDefinitions, modifierDefinitions]
        return Dictionary(uniqueKeysWithValues: groups.flatMap { $0 })
    }

    /// `{"$ref": "#/$defs/<name>"}`.
    static func ref(_ name: String) -> JSONValue { .object(["$ref": .string("#/$defs/" + name)]) }

    /// `schema` with a `description` beside its other keywords.
    static func described(_ schema: JSONValue, _ description: String) -> JSONValue {
        schema.merging(["description": .string(description)])
    }

    /// `{"enum": [...]}` of words.
    static func choice(_ words: [String], _ description: String) -> JSONValue {
        ["enum": .array(words.map { .string($0) }), "description": .string(description)]
    }

    /// An object with exactly `properties`, of which `required` must be present.
    static func closedObject(
        _ properties: [String: JSONValue],
        required: [String] = [],
        nullable: Bool = false,
        description: String
    ) -> JSONValue {
        var object: [String: JSONValue] = [
            "type": nullable ? ["object", "null"] : "object",
            "properties": .object(properties),
            "additionalProperties": false,
            "description": .string(description),
        ]
        if !required.isEmpty { object["required"] = .array(required.map { .string($0) }) }
        return .object(object)
    }
}
