import SpecUI
import SpecUICompiler

/// What every view of one interpreter shares: the checked unit, the environment and the error log.
package struct InterpreterContext: Sendable {
    package let unit: CheckedUnit
    package let factory: ValueFactory
    /// The environment values views declared under `environment:` read.
    package let environment: EnvironmentValues
    package let log: RuntimeErrorLog
    /// The subviews each view's body is split into, by view name: the same ones the generated code declares.
    package let plans: [String: SubviewPlan]

    package init(unit: CheckedUnit, environment: EnvironmentValues, log: RuntimeErrorLog) {
        self.unit = unit
        self.factory = ValueFactory(types: unit.types)
        self.environment = environment
        self.log = log
        var plans: [String: SubviewPlan] = [:]
        let takenNames = FileScopeNames(unit)
        for view in unit.viewsSortedByName {
            plans[view.name.name] = SubviewPlan(view: view, takenNames: takenNames, records: unit.types.records)
        }
        self.plans = plans
    }

    /// The value of an environment key, as the enum case the spec compares it with.
    package func value(of key: EnvironmentDecl.Key) -> Value {
        switch key {
        case .layoutDirection:
            let name = environment.layoutDirection == .rightToLeft ? "rightToLeft" : "leftToRight"
            return .enumCase(type: "LayoutDirection", name: name)
        case .colorScheme:
            return .enumCase(type: "ColorScheme", name: environment.colorScheme == .dark ? "dark" : "light")
        }
    }
}
