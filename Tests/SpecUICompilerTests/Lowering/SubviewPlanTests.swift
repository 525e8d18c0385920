import SpecUICompiler
import Testing

/// Every body, the view's and each subview's, keeps at most 40 nodes and two nested containers inline.
@Suite struct SubviewPlanTests {
    @Test func largestContainersLeaveTheBodyUntilItFits() throws {
        let stacks = (1...3).map { stack in
            "      - VStack:\n" + (1...20).map { "          - Text: \"\(stack).\($0)\"" }.joined(separator: "\n")
        }
        let planned = try PlannedView(
            """
            view: TestView
            body:
              - VStack:
            \(stacks.joined(separator: "\n"))
            """
        )
        // 64 nodes: the first two stacks (21 each, the earlier first on a tie) leave 24 inline.
        #expect(planned.plan.subviews.map(\.name) == ["TestViewStack", "TestViewStack2"])
        #expect(planned.inlineCounts == ["TestView": 24, "TestViewStack": 21, "TestViewStack2": 21])
    }

    @Test func anExtractedBodyOverTheBudgetIsSplitAgain() throws {
        let stacks = (1...2).map { stack in
            "      - VStack:\n" + (1...30).map { "          - Text: \"\(stack).\($0)\"" }.joined(separator: "\n")
        }
        let planned = try PlannedView(
            """
            view: TestView
            body:
              - Text: "Top"
              - List:
            \(stacks.joined(separator: "\n"))
            """
        )
        // The list (63 of 64 nodes) leaves the view; inside it, its first stack leaves the list's body.
        #expect(planned.plan.subviews.map(\.name) == ["TestViewList", "TestViewStack"])
        #expect(planned.inlineCounts == ["TestView": 2, "TestViewList": 33, "TestViewStack": 31])
    }

    /// A block of leaves has no container to give up: it is taken in runs of ten, and a run leaves as a subview
    /// whose body is a `Group` of them, until the body fits.
    @Test func aBodyOfLeavesGivesUpRunsOfThem() throws {
        let texts = (1...45).map { "      - Text: \"\($0)\"" }.joined(separator: "\n")
        let planned = try PlannedView(
            """
            view: TestView
            body:
              - VStack:
            \(texts)
            """
        )
        #expect(planned.plan.subviews.map(\.name) == ["TestViewGroup"])
        #expect(planned.inlineCounts == ["TestView": 37, "TestViewGroup": 11])
        guard case .group(let run)? = planned.plan.subviews.first?.nodes.first?.kind else {
            Issue.record("the run is no Group")
            return
        }
        #expect(run.count == 10)
    }

    /// A `Group` or `ForEach` with modifiers applies them to each view it makes (`onAppear` runs for each): a run
    /// taken out of it would be one view, so its views are not taken in runs, through `if` and `switch` too.
    @Test func theViewsOfAModifiedGroupAreNotTakenInRuns() throws {
        let texts = (1...45).map { "          - Text: \"\($0)\"" }.joined(separator: "\n")
        let planned = try PlannedView(
            """
            view: TestView
            state:
              hits: 0
            body:
              - VStack:
                  - Text: "hits {hits}"
                  - Group:
                      - if: hits >= 0
                        then:
            \(texts.replacingOccurrences(of: "          - ", with: "              - "))
                    onAppear: hits += 1
                  - Group:
            \(texts)
            """
        )
        // A run's Group spans the lines of its nodes; a node's own range is its key's.
        let runs = planned.plan.subviews.compactMap(\.nodes.first).filter { $0.range.start.line != $0.range.end.line }
        // The unmodified Group's 45 views start on line 57, after the modified one's.
        #expect(!runs.isEmpty)
        #expect(runs.allSatisfy { $0.range.start.line >= 57 })
    }

    /// A screen of 500 rows side by side (the type checker took over 5 s on its one body) is taken in 20 runs of
    /// 25; a block of 2,000 in 20 of 100, each of which gives up runs again.
    @Test func aLongBlockIsTakenInTwentyRuns() throws {
        for count in [500, 2000] {
            let texts = (1...count).map { "      - Text: \"\($0)\"" }.joined(separator: "\n")
            let planned = try PlannedView("view: TestView\nbody:\n  - VStack:\n\(texts)\n")
            #expect(planned.inlineCounts["TestView"] == 21)
            #expect(planned.inlineCounts.values.allSatisfy { $0 <= 40 }, "\(count)")
        }
    }

    @Test func rowBodiesAreBudgetedToo() throws {
        let texts = (1...25).map { "              - Text: \"{todo.title} \($0)\"" }.joined(separator: "\n")
        let planned = try PlannedView(
            """
            view: TestView
            state:
              todos:
                type: "[Todo]"
                initial: []
            body:
              - ForEach: todos
                as: todo
                content:
                  - HStack:
                      - VStack:
            \(texts)
                      - VStack:
            \(texts)
            """
        )
        #expect(planned.plan.subviews.map(\.name) == ["TestViewRow", "TestViewStack"])
        #expect(planned.inlineCounts == ["TestView": 2, "TestViewRow": 28, "TestViewStack": 26])
        #expect(planned.plan.subviews.map(\.inputs.first?.name) == ["todo", "todo"])
    }

    @Test func aLargeScreenSplitsIntoBodiesWithinTheBudget() throws {
        let section = """
            - VStack:
                - Text: "Section"
                - HStack:
                    - Text: "a"
                    - VStack:
                        - Text: "b"
                        - HStack:
                            - Text: "c"
                - if: flag
                  then:
                    - HStack:
                        - Text: "on"
                        - Spacer
                  else:
                    - Text: "off"
            """
        let sections = (1...10).map { _ in section }.joined(separator: "\n")
        let groups = (1...5).map { _ in "      - Group:\n" + indented(sections, by: 10) }.joined(separator: "\n")
        let planned = try PlannedView(
            """
            view: TestView
            state:
              flag: false
            body:
              - VStack:
                  - List:
            \(indented(groups, by: 4))
            """
        )
        #expect(planned.totalNodes > 500)
        #expect(planned.inlineCounts.values.allSatisfy { $0 <= 40 })
        #expect(planned.nestings.values.allSatisfy { $0 <= 2 })
        #expect(planned.plan.subviews.count == Set(planned.plan.subviews.map(\.name)).count)
    }

    @Test func extractionCanBeTurnedOff() throws {
        let texts = (1...45).map { "              - Text: \"\($0)\"" }.joined(separator: "\n")
        let spec = """
            view: TestView
            state:
              todos:
                type: "[Todo]"
                initial: []
            body:
              - VStack:
                  - HStack:
                      - VStack:
            \(texts)
                  - ForEach: todos
                    as: todo
                    content:
                      - HStack:
                          - Text: "{todo.title}"
            """
        let names = try PlannedView(spec).plan.subviews.map(\.name)
        #expect(names == ["TestViewStack", "TestViewGroup", "TestViewRow"])
        let unsplit = try PlannedView(spec, options: SubviewPlanner.Options(extractsSubviews: false))
        #expect(unsplit.plan.subviews == [])
        #expect(unsplit.inlineCounts == ["TestView": 51])
    }
}

private func indented(_ text: String, by columns: Int) -> String {
    let indent = String(repeating: " ", count: columns)
    return text.split(separator: "\n").map { indent + $0 }.joined(separator: "\n")
}
