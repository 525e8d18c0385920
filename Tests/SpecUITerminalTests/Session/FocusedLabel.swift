import SpecUI

@testable import SpecUITerminal

extension TerminalSession {
    /// The label of the focused control, as `tap` names it; nil when nothing is focused.
    var focusedLabel: String? {
        host.actionables.first { $0.id == focused }?.label
    }
}
