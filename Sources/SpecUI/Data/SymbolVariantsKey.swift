/// Where `symbolVariant(_:)` sets the variants the symbols inside are drawn in.
struct SymbolVariantsKey: EnvironmentKey {
    static var defaultValue: SymbolVariants { .none }
}
