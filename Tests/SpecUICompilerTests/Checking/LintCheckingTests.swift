import SpecUICompiler
import Testing

@Suite struct LintCheckingTests {
    @Test func unusedStateAndProps() {
        let marked = MarkedText(
            """
            view: Main
            props:
              1️⃣title: String
              shown: String
            state:
              2️⃣count: 0
            body:
              - Text: "{shown}"
              - Button: "+"
                action: count += 1
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[2]): warning: state 'count' is never read [unused-state]",
                "\(marked[1]): warning: prop 'title' is never used [unused-prop]",
            ])
    }

    /// A frame with an alignment and no size is as large as its content: the alignment places nothing.
    @Test func aFrameWithAnAlignmentAndNoSizeIsWarned() {
        let marked = MarkedText(
            """
            view: Main
            body:
              - Text: "a"
                1️⃣frame: {alignment: top}
              - Text: "b"
                frame: {maxWidth: infinity, alignment: leading}
              - Text: "c"
                frame: {height: 3, alignment: bottom}
              - Text: "d"
                frame: {maxWidth: " infinity", alignment: top}
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): warning: a frame with an alignment and no size is as large as its content, which it has "
                    + "no room to align in: give it a size, or 'maxWidth: infinity' to align the content across the "
                    + "width it is offered [frame-without-size]"
            ])
        // A size written wrong is its own mistake, not also a frame without one.
        let misspelled = MarkedText("view: Main\nbody:\n  - Text: a\n    frame: {1️⃣wdth: 30, alignment: top}\n")
        #expect(checkSpec(misspelled).diagnostics.map(\.code) == ["unknown-key"])
    }

    @Test func aDecodeErrorHidesTheUnusedLintsOfItsView() {
        let marked = MarkedText(
            """
            view: Main
            props:
              title: String
            state:
              isOn: false
            body:
              - Text: "{title}"
                disabled: 1️⃣!isOn
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: YAML reads '!isOn' as a tag, not as part of the value; quote the whole scalar: "
                    + "\"!isOn\" [yaml-tag]"
            ])
    }

    @Test func anArgumentThatCouldNotBeTypedHidesTheUnusedLintsOfItsView() {
        let marked = MarkedText(
            """
            view: Main
            props:
              title: String
            state:
              count: 0
            body:
              - 1️⃣Rwo: {title: "{title}", n: count}
            """)
        #expect(checkSpec(marked).lines == ["\(marked[1]): error: unknown view 'Rwo' [unknown-view]"])
    }

    @Test func aNameNotInScopeHidesTheUnusedLintsOfItsView() {
        let marked = MarkedText(
            """
            view: Main
            props:
              title: String
            state:
              count: 0
            body:
              - Text: "c {1️⃣cont}"
              - Button: "+"
                action: count += 1
            """)
        #expect(
            checkSpec(marked).lines == [
                "\(marked[1]): error: cannot find 'cont' in scope; did you mean 'count'? [unknown-name]"
            ])
    }

    @Test func largeBodyAndLongModifierChain() {
        let texts = (1...41).map { "  - Text: \"\($0)\"" }.joined(separator: "\n")
        let marked = MarkedText(
            """
            view: 1️⃣Main
            body:
            \(texts)
              - Text: "x"
                bold: true
                italic: true
                underline: true
                font: title
                foregroundColor: red
                background: blue
                border: gray
                cornerRadius: 2
                2️⃣opacity: 0.5
            """)
        let result = checkSpec(marked)
        #expect(
            result.lines == [
                "\(marked[1]): warning: the body of 'Main' has 42 nodes, over 40; extract a subview "
                    + "('specui compile' extracts it into a private struct) [large-body]",
                "\(marked[2]): warning: 9 modifiers, over 8, nest ModifiedContent 9 levels deep; "
                    + "extract the node and some of its modifiers into a view of its own [long-modifier-chain]",
            ])
    }

    @Test func forEachOverComputedCollection() {
        let marked = MarkedText(
            """
            view: Main
            types:
              Row: {id: Int, title: String}
            props:
              rows: "[Row]"
              all: Bool
            body:
              - ForEach: "1️⃣all ? rows : []"
                content:
                  - Text: "{item.title}"
              - ForEach: 2️⃣5
                content:
                  - Text: "{item}"
              - ForEach: "all ? [1] : [2]"
                id: 3️⃣self
                content:
                  - Text: "{item}"
            """)
        // Under `id: self` a computed collection is one mistake, the error that says it is computed.
        #expect(
            checkSpec(marked).lines == [
                "\(marked[2]): error: ForEach needs an array, found a value of type 'Int' [not-a-collection]",
                "\(marked[3]): error: 'id: self' needs an array literal or a state that no action changes, so its "
                    + "values are known to be distinct; this collection is computed [unverifiable-id-self]",
                "\(marked[1]): warning: ForEach recomputes this collection on every body evaluation; "
                    + "keep it in a derived state updated in 'onChange' [computed-collection]",
            ])
    }

    /// An array of records built of constants is a constant collection; under `id: self`, elements it cannot
    /// identify are one error, `invalid-id-self`, without the warning too.
    @Test func constantRecordsAreNoComputedCollectionAndIDSelfKeepsItsOneError() {
        let marked = MarkedText(
            """
            view: Main
            types:
              T: {id: Int, name: String}
            body:
              - ForEach: '[T(id: 1, name: "a"), T(id: 2, name: "b")]'
                as: t
                content:
                  - Text: "{t.name}"
              - ForEach: "[[1], [2]]"
                id: 1️⃣self
                content:
                  - Text: "x"
            """)
        #expect(checkSpec(marked).diagnostics.map(\.code) == ["invalid-id-self"])
        #expect(checkSpec(marked).diagnostics.first?.range.start == marked[1])
    }
}
