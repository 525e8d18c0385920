import SpecUICompiler

/// Why a preview could not start: an unknown view, preview or input, or a `--set` value of the wrong type.
package struct PreviewError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }

    static func unknownView(_ name: String, suggestion: String) -> PreviewError {
        PreviewError("no view named '\(name)' in the specs\(suggestion)")
    }

    static func unknownPreview(_ name: String, of view: String, suggestion: String) -> PreviewError {
        PreviewError("view '\(view)' has no preview named '\(name)'\(suggestion)")
    }

    static func unknownInput(_ name: String, of view: String, suggestion: String) -> PreviewError {
        PreviewError("'\(name)' is not a prop, binding or state of '\(view)'\(suggestion)")
    }

    static func malformedSetting(_ text: String) -> PreviewError {
        PreviewError("expected 'name=value' after '--set', got '\(text)'")
    }

    static func invalidValue(_ text: String, for name: String, type: String, reason: String) -> PreviewError {
        // A value too long for a line is quoted as diagnostics quote one: its first scalars and `…`.
        PreviewError(QuotedNames.shortened("cannot set '\(name)' of type '\(type)' to '\(text)': \(reason)"))
    }
}
