import Foundation
import SpecUICompiler
import Testing

/// The schema editors load: valid, deterministic JSON naming the language's whole vocabulary.
@Suite struct SpecSchemaTests {
    static let schema = SpecSchema.document()
    static let definitions = schema["$defs"]?.members ?? [:]

    /// The package root, where `.build/` lives.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func isValidJSONWithItsIdentity() throws {
        let parsed = try JSONSerialization.jsonObject(with: Data(SpecSchema.json().utf8)) as? [String: Any]
        #expect(parsed?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(parsed?["$id"] as? String == "https://specui.dev/schema/spec-v1.json")
        #expect(parsed?["title"] as? String == "SpecUI screen spec")
        #expect(parsed?["additionalProperties"] as? Bool == false)
    }

    @Test func rendersTheSameTextEveryTime() {
        #expect(SpecSchema.json() == SpecSchema.json())
        #expect(SpecSchema.json().hasPrefix("{\n  \"$defs\": {\n"))
        #expect(SpecSchema.json().hasSuffix("}\n"))
    }

    @Test func rendersSortedKeysAndEscapedStrings() {
        let value: JSONValue = ["b": [1, true, "say \"hi\"\\\n"], "a": [:], "c": []]
        #expect(
            value.rendered() == """
                {
                  "a": {},
                  "b": [
                    1,
                    true,
                    "say \\"hi\\"\\\\\\n"
                  ],
                  "c": []
                }

                """)
    }

    @Test func describesEveryTopLevelKeyAndNothingElse() throws {
        let properties = try #require(Self.schema["properties"]?.members)
        #expect(
            properties.keys.sorted() == [
                "bindings", "body", "environment", "previews", "props", "state", "types", "view",
            ])
        for (key, property) in properties {
            #expect(property["description"]?.text?.isEmpty == false, "top-level '\(key)' has no description")
        }
        #expect(Self.schema["dependentRequired"]?["view"] == ["body"])
        #expect(Self.schema["dependentRequired"]?["state"] == ["view"])
    }

    @Test func listsTheLanguageVocabulary() {
        #expect(
            Self.definitions["viewName"]?["enum"] == [
                "Text", "Button", "VStack", "HStack", "ZStack", "List", "Group", "Section", "ForEach", "Toggle",
                "TextField", "Stepper", "ProgressView", "Image", "Spacer", "Divider", "EmptyView",
            ])
        #expect(
            Self.definitions["modifierName"]?["enum"] == [
                "padding", "font", "bold", "italic", "underline", "foregroundColor", "background", "border",
                "cornerRadius", "frame", "opacity", "disabled", "id", "accessibilityIdentifier", "equatable",
                "onAppear",
                "onChange",
            ])
        #expect(
            Self.definitions["color"]?["enum"] == [
                "black", "white", "gray", "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo",
                "purple", "pink", "brown", "primary", "secondary", "accentColor",
            ])
        #expect(
            Self.definitions["font"]?["enum"] == ["largeTitle", "title", "headline", "body", "caption", "footnote"])
        #expect(Self.definitions["horizontalAlignment"]?["enum"] == ["leading", "center", "trailing"])
        #expect(Self.definitions["verticalAlignment"]?["enum"] == ["top", "center", "bottom"])
        #expect(
            Self.definitions["alignment"]?["enum"] == [
                "center", "top", "bottom", "leading", "trailing", "topLeading", "topTrailing", "bottomLeading",
                "bottomTrailing",
            ])
        #expect(
            Self.definitions["edges"]?["enum"] == [
                "all", "horizontal", "vertical", "top", "bottom", "leading", "trailing",
            ])
        #expect(Self.schema["properties"]?["environment"]?["items"]?["enum"] == ["layoutDirection", "colorScheme"])
        #expect(SpecSchema.bareViews == ["ProgressView", "Spacer", "Divider", "EmptyView"])
    }

    @Test(arguments: SpecSchema.views) func closesEachBuiltinViewOverItsArgumentsAndModifiers(_ view: String) throws {
        let shape = try #require(Self.definitions[view])
        let keys = Set(shape["properties"]?.members?.keys.map { $0 } ?? [])
        let expected = Set([view] + (Self.arguments[view] ?? []) + SpecSchema.builtinViewModifiers)
        #expect(keys == expected, "keys of '\(view)'")
        #expect(!keys.contains("equatable"))
        #expect(shape["additionalProperties"] == false)
        #expect(shape["required"]?.elements?.first == .string(view))
    }

    @Test func readsForEachIdAsTheIdentityArgument() {
        let id = Self.definitions["ForEach"]?["properties"]?["id"]
        #expect(id?["type"] == "string")
        #expect(id?["description"]?.text?.hasPrefix("The element field that identifies it") == true)
    }

    @Test func offersEveryModifierOnAViewOfTheUnit() throws {
        let keys = try #require(Self.definitions["unitView"]?["properties"]?.members?.keys)
        #expect(keys.sorted() == SpecSchema.modifiers.sorted())
        #expect(Self.definitions["unitView"]?["additionalProperties"] == false)
    }

    @Test func describesEveryProperty() {
        var undescribed: [String] = []
        Self.collectUndescribed(Self.schema, path: "#", into: &undescribed)
        #expect(undescribed == [])
    }

    @Test func resolvesEveryReference() {
        var references: Set<String> = []
        Self.collectReferences(Self.schema, into: &references)
        let unresolved = references.filter { Self.definitions[String($0.dropFirst("#/$defs/".count))] == nil }
        #expect(references.count > 30)
        #expect(unresolved == [])
    }

    /// Named arguments of each built-in view, as SPEC-LANGUAGE §3's table lists them.
    static let arguments: [String: [String]] = [
        "Button": ["action"], "VStack": ["alignment", "spacing"], "HStack": ["alignment", "spacing"],
        "ZStack": ["alignment"], "Section": ["content"], "ForEach": ["id", "as", "content"], "Toggle": ["isOn"],
        "TextField": ["text"], "Stepper": ["value", "in"], "ProgressView": ["value"], "Spacer": ["minLength"],
    ]

    /// Every `$ref` target in `value`.
    static func collectReferences(_ value: JSONValue, into references: inout Set<String>) {
        switch value {
        case .object(let members):
            if let target = members["$ref"]?.text { references.insert(target) }
            for member in members.values { collectReferences(member, into: &references) }
        case .array(let elements):
            for element in elements { collectReferences(element, into: &references) }
        case .string, .integer, .boolean:
            break
        }
    }

    /// Paths of `properties` and `patternProperties` members without a `description`.
    static func collectUndescribed(_ value: JSONValue, path: String, into undescribed: inout [String]) {
        switch value {
        case .object(let members):
            for (key, member) in members {
                if key == "properties" || key == "patternProperties", let properties = member.members {
                    for (name, property) in properties where property["description"] == nil {
                        undescribed.append(path + "/" + key + "/" + name)
                    }
                }
                collectUndescribed(member, path: path + "/" + key, into: &undescribed)
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                collectUndescribed(element, path: path + "/\(index)", into: &undescribed)
            }
        case .string, .integer, .boolean:
            break
        }
    }
}
