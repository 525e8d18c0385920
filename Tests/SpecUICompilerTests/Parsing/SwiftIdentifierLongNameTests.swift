import SpecUICompiler
import Testing

/// Names longer than a string stores inline follow the same grammar as short ones.
@Suite struct SwiftIdentifierLongNameTests {
    @Test func longNamesFollowSwiftsGrammar() {
        #expect(SwiftIdentifier.isValid("numberOfItemsWaitingInTheShoppingCart_2"))
        #expect(SwiftIdentifier.isValid("numberOfItemsWaitingInTheShoppingCarté"))
        #expect(!SwiftIdentifier.isValid("numberOfItemsWaitingInTheShoppingCart-2"))
        #expect(!SwiftIdentifier.isValid("2numberOfItemsWaitingInTheShoppingCart"))
        #expect(!SwiftIdentifier.isValid("numberOfItemsWaitingInTheShoppingCart\u{200B}"))
    }

    @Test func aLongInvalidNameIsReportedWithItsText() {
        let marked = MarkedText(
            """
            view: TestView
            state:
              1️⃣numberOfItemsWaitingInTheShoppingCart-2: 0
            body:
              - EmptyView
            """)
        #expect(
            Decoded(marked.text).messages == [
                diagnostic(
                    marked[1], "invalid-identifier",
                    "state value name 'numberOfItemsWaitingInTheShoppingCart-2' is not a valid Swift identifier")
            ])
    }
}
