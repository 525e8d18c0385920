/// How a gauge is drawn; a terminal draws every style as a bar.
public protocol GaugeStyle {}

/// SwiftUI's gauge styles, each drawn as a terminal's bar.
public struct BuiltinGaugeStyle: GaugeStyle, Hashable, Sendable {
    let name: String
}

extension GaugeStyle where Self == BuiltinGaugeStyle {
    public static var automatic: BuiltinGaugeStyle { BuiltinGaugeStyle(name: "automatic") }
    public static var linearCapacity: BuiltinGaugeStyle { BuiltinGaugeStyle(name: "linearCapacity") }
    public static var accessoryLinear: BuiltinGaugeStyle { BuiltinGaugeStyle(name: "accessoryLinear") }
    public static var accessoryLinearCapacity: BuiltinGaugeStyle {
        BuiltinGaugeStyle(name: "accessoryLinearCapacity")
    }
    public static var accessoryCircular: BuiltinGaugeStyle { BuiltinGaugeStyle(name: "accessoryCircular") }
    public static var accessoryCircularCapacity: BuiltinGaugeStyle {
        BuiltinGaugeStyle(name: "accessoryCircularCapacity")
    }
}

extension View {
    /// The style of the gauges inside: a terminal draws every gauge as a bar.
    public func gaugeStyle(_ style: some GaugeStyle) -> Self { self }
}
