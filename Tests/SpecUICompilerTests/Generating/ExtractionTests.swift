import SpecUICompiler
import Testing

/// Deep or large subtrees move into private subviews that take what they read and bind what they write.
@Suite struct ExtractionTests {
    @Test func containersNestedDeeperThanTwoBecomeSubviews() {
        let generated = generateView(
            """
            view: TestView
            props:
              title: String
            state:
              count: 0
            body:
              - VStack:
                  - HStack:
                      - VStack:
                          - Text: "{title}"
                          - Button: "Add"
                            action: count += 1
                      - VStack:
                          - Text: "{count}"
            """
        )
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                    var body: some View {
                        VStack {
                            HStack {
                                TestViewStack(title: title, count: $count)
                                TestViewStack2(count: count)
                            }
                        }
                    }

                    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
                        lhs.title == rhs.title
                    }
                }

                private struct TestViewStack: View, Equatable {
                    let title: String
                    @Binding var count: Int

                    var body: some View {
                        VStack {
                            Text(title)
                            Button("Add") {
                                count += 1
                            }
                        }
                    }

                    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
                        lhs.title == rhs.title
                    }
                }

                private struct TestViewStack2: View, Equatable {
                    let count: Int

                    var body: some View {
                        VStack {
                            Text("\\(count)")
                        }
                    }
                }
                """
            )
        )
    }

    @Test func largeSubtreesBecomeSubviews() {
        let rows = (1...41).map { "          - Text: \"row \($0)\"" }.joined(separator: "\n")
        let generated = generateView(
            """
            view: TestView
            body:
              - VStack:
                  - Section: "Many"
                    content:
            \(rows)
            """
        )
        #expect(generated.diagnostics.allSatisfy { !$0.contains("error") })
        let body = generated.body(of: "TestView.swift")
        #expect(
            body.contains(
                """
                    var body: some View {
                        VStack {
                            TestViewSection()
                        }
                    }
                """
            )
        )
        #expect(body.contains("private struct TestViewSection: View, Equatable {\n    var body: some View {\n"))
    }

    @Test func unsplitGenerationWritesEveryBodyWhole() throws {
        let spec = """
            view: TestView
            body:
              - VStack:
                  - HStack:
                      - VStack:
                          - Text: "deep"
            """
        let sources = [SpecSource(path: "Specs/TestView.yaml", bytes: Array(spec.utf8))]
        let unit = try #require(Pipeline.check(sources).unit)
        let split = SwiftGenerator.generate(unit).first { $0.name == "TestView.swift" }
        let unsplit = SwiftGenerator.generate(
            unit, options: SubviewPlanner.Options(extractsSubviews: false)
        ).first { $0.name == "TestView.swift" }
        #expect(split?.contents.contains("private struct TestViewStack: View, Equatable {") == true)
        #expect(unsplit?.contents.contains("private struct") == false)
        #expect(
            unsplit?.contents.contains(
                """
                        VStack {
                            HStack {
                                VStack {
                                    Text("deep")
                                }
                            }
                        }
                """
            ) == true
        )
    }

    /// A row that reads only part of a value compares only that part, so a change elsewhere in the value (another
    /// file of the same folder) does not run its body again; a value read whole, or whose every field is read, is
    /// compared whole, by the synthesized `==`.
    @Test func aRowReadingPartOfAValueComparesThatPart() {
        let spec = """
            view: TestView
            state:
              folders: {type: "[Folder]", initial: []}
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
                                  - Text: "{folder.files.count} files"
            """
        let generated = generateView(
            spec, extraTypes: "  Folder: {id: Int, name: String, files: \"[File]\"}\n  File: {id: Int, name: String}")
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                private struct TestViewRow2: View, Equatable {
                    /// `==` compares only the parts of it this view reads.
                    let folder: Folder
                    @Binding var file: File

                    var body: some View {
                        HStack {
                            TextField("name", text: $file.name)
                                .accessibilityIdentifier("name-\\(folder.id)-\\(file.id)")
                            Text("\\(folder.files.count) files")
                        }
                    }

                    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
                        lhs.folder.id == rhs.folder.id
                            && lhs.folder.files.count == rhs.folder.files.count
                    }
                }
                """
            )
        )
    }
}

/// Subview names skip every name the unit declares at file scope.
@Suite struct SubviewNameTests {
    @Test func aRowViewSkipsTheNameOfADeclaredType() throws {
        let spec = """
            view: TestView
            state:
              rows:
                type: "[TestViewRow]"
                initial: []
            body:
              - ForEach: rows
                content:
                  - HStack:
                      - Text: "{item.id}"
            """
        let generated = generateView(spec, extraTypes: "  TestViewRow:\n    id: Int")
        #expect(generated.diagnostics == [])
        #expect(
            generated.body(of: "TestView.swift").contains(
                """
                    var body: some View {
                        ForEach(rows) { item in
                            TestViewRow2(item: item)
                        }
                    }

                    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
                        true
                    }
                }

                private struct TestViewRow2: View, Equatable {
                    let item: TestViewRow

                    var body: some View {
                        HStack {
                            Text("\\(item.id)")
                        }
                    }
                }
                """
            )
        )
        // The interpreter plans against the same names.
        let sources = [
            SpecSource(path: "Specs/TestView.yaml", bytes: Array(spec.utf8)),
            SpecSource(path: "Specs/Types.yaml", bytes: Array("types:\n  TestViewRow:\n    id: Int\n".utf8)),
        ]
        let unit = try #require(Pipeline.check(sources).unit)
        let view = try #require(unit.view(named: "TestView"))
        #expect(SubviewPlan(view: view, unit: unit).subviews.map(\.name) == ["TestViewRow2"])
    }

    @Test(arguments: [
        // A member named like the subview would hide it inside the view.
        ("view: W\nstate:\n  WStack: 1\n", "{WStack}", "W", "WStack2"),
        // A view `Z`'s stack subview would hide SwiftUI's ZStack.
        ("view: Z\n", "z", "Z", "ZStack2"),
    ])
    func aSubviewSkipsMemberAndSwiftUINames(head: String, text: String, view: String, subview: String) throws {
        let stacks = view == "Z" ? "ZStack" : "VStack"
        let spec =
            head
            + "body:\n  - \(stacks):\n      - \(stacks):\n          - \(stacks):\n              - Text: \"\(text)\"\n"
        let unit = try #require(Pipeline.check([SpecSource(path: "Specs/\(view).yaml", bytes: Array(spec.utf8))]).unit)
        let decl = try #require(unit.view(named: view))
        #expect(SubviewPlan(view: decl, unit: unit).subviews.map(\.name) == [subview])
    }

    @Test func fileScopeNamesHoldViewsTypesPreviewsAndTheRegistry() {
        let names = FileScopeNames(views: ["CounterView"], types: ["Todo"])
        #expect(
            names.names == ["CounterView", "CounterView_Previews", "Todo", "PreviewRegistry", "PreviewRegistryEntry"])
    }
}
