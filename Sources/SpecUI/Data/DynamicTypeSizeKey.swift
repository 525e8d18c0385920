/// Where the environment keeps the text size set with `dynamicTypeSize(_:)`.
struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}
