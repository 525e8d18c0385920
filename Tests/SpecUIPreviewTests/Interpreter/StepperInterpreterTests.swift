import SpecUI
import SpecUIPreview
import Testing

/// `Stepper.in` runs as the compiled view's closed range does, and a range without values is reported, not trapped on.
@MainActor
@Suite struct StepperInterpreterTests {
    @Test func aHalfOpenRangeStopsOneBeforeItsUpperBound() throws {
        let unit = checkedUnit([
            (
                "Specs/Qty.yaml",
                """
                view: Qty
                state:
                  qty: 1
                  limit: 3
                body:
                  - Stepper: "Qty"
                    value: $qty
                    in: "(0..<limit)"
                """
            )
        ])
        let preview = try #require(Preview(unit, view: "Qty"))
        for _ in 0..<3 { preview.host.increment("Qty") }
        #expect(preview.lines == ["Qty <2>"])
        for _ in 0..<3 { preview.host.decrement("Qty") }
        #expect(preview.lines == ["Qty <0>"])
        #expect(preview.runtimeErrors.isEmpty)
    }

    @Test func aRangeThatBecomesEmptyIsReportedAndTheStepperLeftOut() throws {
        let unit = checkedUnit([
            (
                "Specs/Shrink.yaml",
                """
                view: Shrink
                state:
                  qty: 0
                  limit: 1
                body:
                  - Button: "Shrink"
                    action: limit -= 1
                  - Stepper: "Qty"
                    value: $qty
                    in: "0..<limit"
                """
            )
        ])
        let preview = try #require(Preview(unit, view: "Shrink"))
        #expect(preview.lines == ["Shrink", "Qty <0>"])
        preview.host.tap("Shrink")
        #expect(preview.lines == ["Shrink"])
        #expect(
            preview.runtimeErrors == [
                "Specs/Shrink.yaml:10:10: error: range 0..<0 is empty: its lower bound is not below its upper bound [empty-range]"
            ])
    }

    @Test func aValueOutsideTheRangeStepsBackTowardIt() throws {
        let unit = checkedUnit([
            (
                "Specs/Qty.yaml",
                """
                view: Qty
                state:
                  qty: 12
                body:
                  - Stepper: "Qty"
                    value: $qty
                    in: 0...10
                """
            )
        ])
        let above = try #require(Preview(unit, view: "Qty"))
        #expect(!above.host.increment("Qty"))
        #expect(above.host.decrement("Qty"))
        #expect(above.lines == ["Qty <11>"])
        let below = try #require(Preview(unit, view: "Qty", values: ["qty": .int(-2)]))
        #expect(!below.host.decrement("Qty"))
        #expect(below.host.increment("Qty"))
        #expect(below.lines == ["Qty <-1>"])
    }

    @Test func aStepperWithoutARangeStopsAtTheEndsOfInt() throws {
        let unit = checkedUnit([
            (
                "Specs/Big.yaml",
                """
                view: Big
                state:
                  qty: 0
                body:
                  - Stepper: "Qty"
                    value: $qty
                """
            )
        ])
        let top = try #require(Preview(unit, view: "Big", values: ["qty": .int(.max)]))
        #expect(!top.host.increment("Qty"))
        #expect(top.host.decrement("Qty"))
        #expect(top.lines == ["Qty <9223372036854775806>"])
        let bottom = try #require(Preview(unit, view: "Big", values: ["qty": .int(.min)]))
        #expect(!bottom.host.decrement("Qty"))
        #expect(bottom.host.increment("Qty"))
        #expect(bottom.lines == ["Qty <-9223372036854775807>"])
    }
}
