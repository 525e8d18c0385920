import SpecUITerminal
import Testing

/// Rows of a `ForEach` inside another's rows: a row reads only part of its outer element, and a change to another
/// part of that element (a sibling row's file) does not evaluate it again.
@MainActor
@Suite struct NestedRowsPreviewTests {
    static let specs: [String: String] = [
        "Files.yaml": """
        view: Files
        state:
          folders:
            type: "[Folder]"
            initial:
              - { id: 1, name: "Docs", files: [{ id: 1, name: "a", size: 1 }, { id: 2, name: "b", size: 2 }] }
              - { id: 2, name: "Music", files: [{ id: 3, name: "c", size: 3 }] }
        body:
          - List:
              - ForEach: $folders
                as: folder
                content:
                  - Section: "{folder.name}"
                    content:
                      - ForEach: $folder.files
                        as: file
                        content:
                          - HStack:
                              - TextField: "name"
                                text: $file.name
                                accessibilityIdentifier: "name-{folder.id}-{file.id}"
                              - Text: "{file.size}"
        """,
        "Types.yaml": """
        types:
          Folder: {id: Int, name: String, files: "[File]"}
          File: {id: Int, name: String, size: Int}
        """,
    ]

    @Test func editingAFileEvaluatesItsOwnRowOnly() throws {
        let specs = try TemporarySpecs(Self.specs)
        let first = PreviewRun([specs.file("Files.yaml"), "--size", "30x12", "--trace"])
        #expect(first.exitCode == .success)
        #expect(first.errorLines.last == "body-evaluations: Files=1 FilesRow=2 FilesRow2=3")
        // The edited row's binding now reads another value; its sibling in the same folder reads only `folder.id`
        // of the folder that changed, and is not evaluated again.
        let edited = PreviewRun([specs.file("Files.yaml"), "--size", "30x12", "--trace", "--type", "name-1-2=z"])
        #expect(edited.exitCode == .success)
        #expect(edited.lines.contains { $0.contains("bz") })
        #expect(edited.errorLines.last == "body-evaluations: Files=2 FilesRow=3 FilesRow2=4")
    }

    /// The row view the interpreter makes of each folder's section gives the list the section's header and rows,
    /// as the compiled view's does: the list has a row for each, and focus walks through them a row at a time.
    @Test func eachFolderSectionGivesTheListItsHeaderAndRows() throws {
        let files = Self.specs.map { (path: "Specs/" + $0.key, text: $0.value) }
        let preview = try #require(Preview(checkedUnit(files), view: "Files"))
        let session = TerminalSession(host: preview.host)
        _ = session.frame(size: TerminalSize(columns: 20, rows: 3))
        #expect(session.lists.first?.count == 5)
        var walked: [String] = []
        for _ in 0..<3 {
            _ = session.handle(.tab)
            walked.append(preview.host.actionables.first { $0.id == session.focused }?.label ?? "")
        }
        #expect(walked == ["name", "name", "name"])
        #expect(session.lists.first?.firstRow == 2)
    }
}
