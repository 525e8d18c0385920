import Foundation
import SpecUICompiler
import Testing

/// Every spec under Specs/ decodes without a diagnostic.
@Suite struct SpecsDecodingTests {
    static let specsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Specs")

    static let specNames: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: specsDirectory.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.sorted()
    }()

    @Test func specsDirectoryHoldsTheSeedExamplesAndScreens() {
        #expect(
            Self.specNames == [
                "ChildView.yaml", "ConditionalView.yaml", "CounterView.yaml", "DashboardView.yaml",
                "FileBrowserView.yaml", "FolderRow.yaml", "LoginView.yaml", "ParentView.yaml", "ProfileView.yaml",
                "SettingsRow.yaml", "SettingsView.yaml", "StatusView.yaml", "TodoListView.yaml", "Types.yaml",
            ])
    }

    @Test(arguments: specNames) func decodesCleanly(_ name: String) throws {
        let data = try Data(contentsOf: Self.specsDirectory.appendingPathComponent(name))
        let decoded = Decoded(String(decoding: data, as: UTF8.self), path: "Specs/" + name)
        #expect(decoded.messages == [])
        let file = try #require(decoded.file)
        if name == "Types.yaml" {
            #expect(file.view == nil)
            #expect(file.types.map(\.name.name) == ["Todo", "Metric", "Folder"])
        } else {
            #expect(file.view?.name.name == String(name.dropLast(".yaml".count)))
            #expect(file.view?.body.isEmpty == false)
        }
    }
}
