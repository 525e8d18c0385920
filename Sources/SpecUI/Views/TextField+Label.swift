extension TextField {
    /// A field named by a `Text` label, drawing `prompt` while its text is empty:
    /// `TextField(text: $name, prompt: Text("Required")) { Text("Name") }`. The label's text is its title.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Text) {
        self.init(label().content, text: text, prompt: prompt)
    }

    /// A field editing a value through its format, drawing `prompt` while its text is empty.
    public init<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput>, format: F, prompt: Text?)
    where F.FormatOutput == String {
        self.init(title, value: value, format: format)
        self.prompt = prompt
    }

    /// A field editing an optional value through its format, drawing `prompt` while its text is empty.
    public init<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput?>, format: F, prompt: Text?)
    where F.FormatOutput == String {
        self.init(title, value: value, format: format)
        self.prompt = prompt
    }
}
