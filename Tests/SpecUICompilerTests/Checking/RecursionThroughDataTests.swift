import SpecUICompiler
import Testing

/// A view may use itself inside a `ForEach` over part of its own prop or binding, handing that parameter the element:
/// it nests as deep as the data, which ends. Any other use of a view inside itself is `recursive-view`.
@Suite struct RecursionThroughDataTests {
    static let types = (
        "Specs/Types.yaml",
        """
        types:
          Folder: {id: Int, name: String, children: "[Folder]", sections: "[Shelf]"}
          Shelf: {id: Int, folders: "[Folder]"}

        """
    )

    /// The lines checking `body` (indented under `body:`) as the body of `FolderRow`, with `parameters` above it.
    static func check(_ body: String, parameters: String = "props:\n  folder: Folder\n") -> [String] {
        checkSpecs([types, ("Specs/FolderRow.yaml", "view: FolderRow\n" + parameters + "body:\n" + body)]).lines
    }

    @Test func aViewUsesItselfForEachChildOfItsProp() {
        let body = """
              - Text: "{folder.name}"
              - ForEach: folder.children
                as: child
                content:
                  - FolderRow:
                      folder: child
                    padding: { edges: leading, length: 2 }

            """
        #expect(Self.check(body) == [])
    }

    @Test func aViewUsesItselfForEachChildOfItsBinding() {
        let body = """
              - Text: "{folder.name}"
              - ForEach: $folder.children
                as: child
                content:
                  - FolderRow:
                      folder: $child

            """
        #expect(Self.check(body, parameters: "bindings:\n  folder: Folder\n") == [])
    }

    /// Without the `as: child` naming the element, `$child` is the one mistake: the use is not also told that it
    /// never ends. A state handed on still is.
    @Test func anUndeclaredNameHandedOnIsReportedWhereItIsReadOnly() {
        let body = """
              - ForEach: $folder.children
                content:
                  - FolderRow:
                      folder: $child

            """
        #expect(
            Self.check(body, parameters: "bindings:\n  folder: Folder\n") == [
                "8:20: error: cannot find 'child' in scope; inside this ForEach the element is 'item', unless "
                    + "'as: child' names it [unknown-name]"
            ])
        let handingState = """
              - ForEach: folder.children
                as: child
                content:
                  - FolderRow:
                      folder: other

            """
        let parameters =
            "props:\n  folder: Folder\nstate:\n  other: {type: Folder, initial: {id: 1, name: a, "
            + "children: [], sections: []}}\n"
        #expect(Self.check(handingState, parameters: parameters).map { $0.hasSuffix("[recursive-view]") } == [true])
    }

    @Test func theElementMayComeThroughNestedLoopsAndFields() {
        // `shelf` is part of `folder`, and `inner` part of `shelf`; a prop that is an array takes a part of an element.
        let nested = """
              - ForEach: folder.sections
                as: shelf
                content:
                  - ForEach: shelf.folders
                    as: inner
                    content:
                      - if: "!inner.name.isEmpty"
                        then:
                          - FolderRow:
                              folder: inner

            """
        #expect(Self.check(nested) == [])
        let array = """
              - ForEach: folders
                as: folder
                content:
                  - Text: "{folder.name}"
                  - FolderRow:
                      folders: folder.children

            """
        #expect(Self.check(array, parameters: "props:\n  folders: \"[Folder]\"\n") == [])
    }

    @Test func aUseHandedTheWholeValueAgainNeverEnds() {
        let marked = MarkedText(
            "view: FolderRow\nprops:\n  folder: Folder\nbody:\n  - ForEach: folder.children\n    as: child\n"
                + "    content:\n      - 1️⃣FolderRow:\n          folder: folder\n")
        #expect(
            checkSpecs([Self.types, ("Specs/FolderRow.yaml", marked.text)]).lines == [
                "\(marked[1]): error: view 'FolderRow' contains itself without end; a view may use itself only inside "
                    + "a 'ForEach' over part of its own prop or binding, handing that parameter the element ('ForEach: "
                    + "folder.children' with 'as: child', then 'folder: child') [recursive-view]"
            ])
    }

    /// The message shows the way in the view's own names: its prop of a record holding an array of itself, or an
    /// array of such records.
    @Test func theMessageShowsTheWayInTheViewsOwnNames() {
        let types = ("Specs/Types.yaml", "types:\n  Comment: {id: Int, text: String, replies: \"[Comment]\"}\n")
        let single = MarkedText(
            "view: CommentRow\nprops:\n  comment: Comment\nbody:\n  - 1️⃣CommentRow: {comment: comment}\n")
        let list = MarkedText(
            "view: Thread\nprops:\n  comments: \"[Comment]\"\nbody:\n  - 2️⃣Thread: {comments: comments}\n")
        let result = checkSpecs([types, ("Specs/CommentRow.yaml", single.text), ("Specs/Thread.yaml", list.text)])
        let message =
            "contains itself without end; a view may use itself only inside a 'ForEach' over part of its own prop "
            + "or binding, handing that parameter the element"
        #expect(
            result.lines == [
                "\(single[1]): error: view 'CommentRow' \(message) ('ForEach: comment.replies' with 'as: child', then "
                    + "'comment: child') [recursive-view]",
                "\(list[2]): error: view 'Thread' \(message) ('ForEach: comments' with 'as: item', then "
                    + "'comments: item.replies') [recursive-view]",
            ])
    }

    /// A binding is handed on as one, and the way the message shows checks.
    @Test func theWayShownForABindingHandsOnBindings() {
        let types = ("Specs/Types.yaml", "types:\n  Comment: {id: Int, text: String, replies: \"[Comment]\"}\n")
        let single = MarkedText(
            "view: CommentRow\nbindings:\n  comment: Comment\nbody:\n  - 1️⃣CommentRow: {comment: $comment}\n")
        let list = MarkedText(
            "view: Thread\nbindings:\n  comments: \"[Comment]\"\nbody:\n  - 2️⃣Thread: {comments: $comments}\n")
        let result = checkSpecs([types, ("Specs/CommentRow.yaml", single.text), ("Specs/Thread.yaml", list.text)])
        #expect(
            result.lines.map { $0.components(separatedBy: "element ").last } == [
                "('ForEach: $comment.replies' with 'as: child', then 'comment: $child') [recursive-view]",
                "('ForEach: $comments' with 'as: item', then 'comments: $item.replies') [recursive-view]",
            ])
        let followed = [
            types,
            (
                "Specs/CommentRow.yaml",
                "view: CommentRow\nbindings:\n  comment: Comment\nbody:\n  - ForEach: $comment.replies\n"
                    + "    as: child\n    content:\n      - CommentRow: {comment: $child}\n"
            ),
            (
                "Specs/Thread.yaml",
                "view: Thread\nbindings:\n  comments: \"[Comment]\"\nbody:\n  - ForEach: $comments\n"
                    + "    as: item\n    content:\n      - Thread: {comments: $item.replies}\n"
            ),
        ]
        #expect(checkSpecs(followed).lines == [])
    }

    @Test func usesThatDoNotShrinkTheirOwnParameterAreReported() {
        let code = "[recursive-view]"
        // The element goes to another parameter; `folder` stays the same.
        let otherParameter = """
              - ForEach: folder.children
                as: child
                content:
                  - FolderRow:
                      folder: folder
                      other: child

            """
        #expect(
            Self.check(otherParameter, parameters: "props:\n  folder: Folder\n  other: Folder\n")
                .filter { $0.hasSuffix(code) }.count == 1)
        // A loop over state, not over the view's own input.
        let overState = """
              - ForEach: folders
                as: child
                content:
                  - FolderRow:
                      folder: child

            """
        #expect(
            Self.check(
                overState,
                parameters: "props:\n  folder: Folder\nstate:\n  folders: {type: \"[Folder]\", initial: []}\n"
            )
            .filter { $0.hasSuffix(code) }.count == 1)
        // Outside any loop, and a loop variable that shadows the prop it is not part of.
        #expect(Self.check("  - FolderRow:\n      folder: folder\n").filter { $0.hasSuffix(code) }.count == 1)
        let shadowed = """
              - ForEach: folder.children
                as: child
                content:
                  - ForEach: "[1, 2]"
                    as: child
                    content:
                      - FolderRow:
                          folder: child

            """
        #expect(Self.check(shadowed).filter { $0.hasSuffix(code) }.count == 1)
    }

    @Test func twoViewsUsingEachOtherThroughDataAreStillACycle() {
        let a = MarkedText(
            "view: A\nprops:\n  folder: Folder\nbody:\n  - ForEach: folder.children\n    as: child\n    content:\n"
                + "      - 1️⃣B:\n          folder: child\n")
        let b = MarkedText(
            "view: B\nprops:\n  folder: Folder\nbody:\n  - ForEach: folder.children\n    as: child\n    content:\n"
                + "      - 2️⃣A:\n          folder: child\n")
        #expect(
            checkSpecs([Self.types, ("Specs/A.yaml", a.text), ("Specs/B.yaml", b.text)]).lines == [
                "\(a[1]): error: view 'A' contains itself through A → B → A [recursive-view]",
                "\(b[2]): error: view 'B' contains itself through B → A → B [recursive-view]",
            ])
    }
}
