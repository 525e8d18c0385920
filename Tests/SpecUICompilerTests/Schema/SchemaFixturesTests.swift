import Foundation
import SpecUICompiler
import Testing

/// The schema's fixtures agree with the decoder: what Tests/Schema/validate.py requires the schema to accept
/// decodes cleanly, and what it requires the schema to reject is an error for `specui check` too.
@Suite struct SchemaFixturesTests {
    static let fixtures = SpecSchemaTests.packageRoot.appendingPathComponent("Tests/Schema")

    static func names(in folder: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(folder).path))
        return (files ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    static func decode(_ folder: String, _ name: String) throws -> Decoded {
        let data = try Data(contentsOf: fixtures.appendingPathComponent(folder).appendingPathComponent(name))
        return Decoded(String(decoding: data, as: UTF8.self), path: folder + "/" + name)
    }

    /// The one error the decoder, or else the checker, reports for each fixture the schema must reject.
    static let errorCodes: [String: String] = [
        "ArgumentInsideValue.yaml": "argument-inside-value", "ArgumentOfAnotherView.yaml": "unknown-key",
        "BadEnvironmentValue.yaml": "unknown-environment-value", "BodyWithoutView.yaml": "missing-view",
        "BoldFalse.yaml": "false-modifier", "BuiltinTypeRedeclared.yaml": "reserved-type-name",
        "ButtonWithoutAction.yaml": "missing-argument", "DottedEnumCase.yaml": "invalid-identifier",
        "EmptyEnum.yaml": "empty-enum", "EquatableOnBuiltin.yaml": "equatable-on-builtin",
        "InfinityWidth.yaml": "infinity-not-allowed", "LowercaseViewName.yaml": "unknown-view",
        "ModifierAsNode.yaml": "misplaced-key", "ModifierOnIf.yaml": "modifier-on-control-flow",
        "OnChangeWithoutAction.yaml": "missing-argument", "PaddingFalse.yaml": "false-modifier",
        "PaddingList.yaml": "expected-scalar", "QuotedNodeIsNotText.yaml": "unknown-view",
        "ReservedTypeName.yaml": "reserved-type-name", "ReservedViewName.yaml": "reserved-type-name",
        "SpacerWithValue.yaml": "unexpected-value", "StateWithoutInitial.yaml": "missing-key",
        "ToggleWithoutBinding.yaml": "expected-binding", "TwoBuiltinViewsInOneNode.yaml": "unknown-key",
        "UnitViewListArguments.yaml": "expected-mapping", "UnitViewUnknownModifier.yaml": "unknown-key",
        "UnknownAlignment.yaml": "unknown-alignment", "UnknownColor.yaml": "unknown-color",
        "UnknownFont.yaml": "unknown-font", "UnknownFrameKey.yaml": "unknown-key",
        "UnknownModifierOnText.yaml": "unknown-key", "UnknownPreviewKey.yaml": "unknown-key",
        "UnknownTopLevelKey.yaml": "unknown-key", "ViewAtTopLevel.yaml": "unknown-key",
        "TitleWrittenAsNull.yaml": "missing-value", "ViewNamedString.yaml": "reserved-type-name",
        "ViewWithoutBody.yaml": "missing-body",
    ]

    @Test func holdsFixturesOfBothKinds() {
        #expect(Self.names(in: "valid") == ["EdgeForms.yaml"])
        #expect(Self.names(in: "invalid") == Self.errorCodes.keys.sorted())
    }

    @Test(arguments: names(in: "valid")) func decoderAcceptsWhatTheSchemaMustAccept(_ name: String) throws {
        #expect(try Self.decode("valid", name).messages == [])
    }

    /// The decoder's error, or for a fixture it decodes (a name without its `$`, which needs the scope), the
    /// checker's.
    @Test(arguments: names(in: "invalid")) func checkRejectsWhatTheSchemaMustReject(_ name: String) throws {
        var errors = try Self.decode("invalid", name).diagnostics.filter { $0.severity == .error }
        if errors.isEmpty {
            let path = "invalid/" + name
            let bytes = try Data(contentsOf: Self.fixtures.appendingPathComponent(path))
            errors = Pipeline.check([SpecSource(path: path, bytes: Array(bytes))]).diagnostics.filter {
                $0.severity == .error
            }
        }
        #expect(errors.map(\.code) == [Self.errorCodes[name]])
    }
}
