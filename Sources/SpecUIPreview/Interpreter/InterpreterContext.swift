import SpecUI
import SpecUICompiler

/// What every view of one interpreter shares: the checked unit, the environment and the error log.
package struct InterpreterContext: Sendable {
    package let unit: CheckedUnit
    package let factory: ValueFactory
    /// The environment values views declared under `environment:` read.
    package let environment: EnvironmentValues
    package let log: RuntimeErrorLog

    package init(unit: CheckedUnit, environment: EnvironmentValues, log: RuntimeErrorLog) {
        self.unit = unit
        self.factory = ValueFactory(types: unit.types)
        self.environment = environment
        self.log = log
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
