import SpecUI

/// The state of one preview around a ``ViewHost``: which control has focus, how lists are scrolled, and how
/// keys change them. The interactive loop and scripted snapshots share it, so both behave the same.
///
/// A class because it wraps the host (itself a class) and accumulates focus and scroll state across frames.
@MainActor
public final class TerminalSession {
    public let host: ViewHost
    /// The control with keyboard focus, if any.
    public private(set) var focused: ActionableID? {
        didSet {
            if focused != oldValue { cursor = nil }
        }
    }
    /// Where typing goes in the focused text field; nil puts it at the end of the text.
    private var cursor: TextCursor?
    /// Scroll offsets of the lists, by their order in the frame.
    public private(set) var scrollOffsets: [Int: Int] = [:]
    private var lastCanvas: Canvas?
    private var lastSize = TerminalSize(columns: 80, rows: 24)

    public init(host: ViewHost) {
        self.host = host
    }

    /// Lays out and draws the current view tree at `size`.
    public func frame(size: TerminalSize) -> CellBuffer {
        lastSize = size
        let canvas = FrameRenderer.render(
            host.resolved, size: size, focused: focused, cursor: cursor, scrollOffsets: scrollOffsets,
            layoutDirection: host.environment.layoutDirection)
        lastCanvas = canvas
        return canvas.buffer
    }

    /// Where each list was scrolled in the last frame.
    public var lists: [ListViewport] { lastCanvas?.lists ?? [] }

    /// What a key does.
    public enum Outcome: Equatable, Sendable {
        /// The key changed something (or nothing); draw again.
        case handled
        /// The user asked to leave.
        case quit
    }

    /// Applies one key: focus moves with Tab/Shift-Tab/arrows, Enter/Space activate, text goes to a focused
    /// text field, Page Up/Down scroll the first list, `q` (outside a text field) and Ctrl-C quit.
    ///
    /// In a focused text field, Left/Right (and Home/End) move the insertion point within the text instead,
    /// typing inserts there, Backspace deletes the character before it and Delete the one after it; Up/Down and
    /// Tab/Shift-Tab still move focus.
    public func handle(_ key: Key) -> Outcome {
        if lastCanvas == nil {
            _ = frame(size: lastSize)
        }
        let current = focusedActionable
        let order = (lastCanvas?.actionables ?? []).map(\.id)
        switch key {
        case .interrupt:
            return .quit
        case .tab:
            moveFocus(by: 1)
        case .backTab:
            moveFocus(by: -1)
        case .down:
            moveFocus(by: 1)
        case .up:
            moveFocus(by: -1)
        case .right, .left:
            if let current, current.kind == .stepper {
                _ = key == .right ? host.increment(handle(current)) : host.decrement(handle(current))
            } else if let current, current.kind == .textField {
                moveInsertionPoint(in: current) { offset, _ in offset + (key == .right ? 1 : -1) }
            } else {
                moveFocus(by: key == .right ? 1 : -1)
            }
        case .enter:
            activate(current)
        case .character(let character):
            if let current, current.kind == .textField {
                edit(current) { TextCursor.inserting(character, into: $0, at: $1) }
            } else if character == " " {
                activate(current)
            } else if character == "q" {
                return .quit
            } else if let current, current.kind == .stepper, character == "+" || character == "-" {
                _ = character == "+" ? host.increment(handle(current)) : host.decrement(handle(current))
            }
        case .backspace:
            if let current, current.kind == .textField {
                edit(current, TextCursor.deletingBackward)
            }
        case .delete:
            if let current, current.kind == .textField {
                edit(current, TextCursor.deletingForward)
            }
        case .home, .end:
            if let current, current.kind == .textField {
                moveInsertionPoint(in: current) { _, count in key == .home ? 0 : count }
            } else {
                scrollFirstList(key)
            }
        case .pageDown, .pageUp:
            scrollFirstList(key)
        case .escape, .control:
            break
        }
        _ = frame(size: lastSize)
        switch key {
        case .enter, .character, .backspace, .delete, .left, .right:
            if keepFocusEnabled(order: order) {
                _ = frame(size: lastSize)
            }
        default:
            break
        }
        return .handled
    }

    /// After an update, moves focus off a control that is gone or disabled to the nearest enabled control of
    /// `order` (the frame before the update): the next one, else the previous one. True when focus moved.
    private func keepFocusEnabled(order: [ActionableID]) -> Bool {
        guard let focused else { return false }
        let disabled = Set(host.actionables.filter(\.isDisabled).map(\.id))
        let enabled = (lastCanvas?.actionables ?? []).map(\.id).filter { !disabled.contains($0) }
        guard !enabled.contains(focused) else { return false }
        let available = Set(enabled)
        if let index = order.firstIndex(of: focused) {
            let next = order[(index + 1)...].first(where: available.contains)
            let previous = order[..<index].last(where: available.contains)
            if let target = next ?? previous {
                self.focused = target
                return true
            }
        }
        self.focused = enabled.first
        return true
    }

    /// Applies a scripted event; false when it found no enabled control.
    public func apply(_ event: ScriptedEvent) -> Bool {
        switch event {
        case .tap(let handle):
            return host.tap(handle)
        case .type(let handle, let text):
            return host.typeText(handle, text)
        case .increment(let handle):
            return host.increment(handle)
        case .decrement(let handle):
            return host.decrement(handle)
        case .key(let key):
            _ = handle(key)
            return true
        }
    }

    /// The focused field's text as last drawn and where its insertion point is in it.
    private func insertionPoint(in field: Actionable) -> (text: String, offset: Int) {
        let text = lastCanvas?.fieldTexts[field.id] ?? ""
        return (text, TextCursor.offset(cursor, field: field.id, text: text))
    }

    /// Moves the insertion point to `target(offset, count)`, kept within the text.
    private func moveInsertionPoint(in field: Actionable, to target: (Int, Int) -> Int) {
        let (text, offset) = insertionPoint(in: field)
        cursor = TextCursor(field: field.id, text: text, offset: min(max(0, target(offset, text.count)), text.count))
    }

    /// Replaces the field's text by `change` at the insertion point, which then stands where `change` says.
    private func edit(_ field: Actionable, _ change: (String, Int) -> (String, Int)?) {
        let (text, offset) = insertionPoint(in: field)
        guard let (edited, after) = change(text, offset) else { return }
        _ = host.setText(handle(field), edited)
        cursor = TextCursor(field: field.id, text: edited, offset: after)
    }

    private var focusedActionable: Actionable? {
        guard let focused else { return nil }
        return host.actionables.first { $0.id == focused }
    }

    /// The string the host finds a control by: its accessibilityIdentifier, else its label.
    private func handle(_ actionable: Actionable) -> String {
        actionable.accessibilityIdentifier ?? actionable.label
    }

    private func activate(_ actionable: Actionable?) {
        guard let actionable else { return }
        switch actionable.kind {
        case .button, .toggle:
            _ = host.activate(actionable.id)
        case .stepper:
            _ = host.increment(handle(actionable))
        case .textField:
            moveFocus(by: 1)
        }
    }

    /// Moves focus among the enabled controls on screen; past the last one, scrolls the first list that has
    /// more rows below (or above, going back) by one row.
    private func moveFocus(by step: Int) {
        let disabled = Set(host.actionables.filter(\.isDisabled).map(\.id))
        let visible = (lastCanvas?.actionables ?? []).map(\.id).filter { !disabled.contains($0) }
        if let focused, let index = visible.firstIndex(of: focused) {
            let next = index + step
            if visible.indices.contains(next) {
                self.focused = visible[next]
                return
            }
            if scrollList(by: step) {
                _ = frame(size: lastSize)
                let after = (lastCanvas?.actionables ?? []).map(\.id).filter { !disabled.contains($0) }
                if let position = after.firstIndex(of: focused), after.indices.contains(position + step) {
                    self.focused = after[position + step]
                }
                return
            }
            self.focused = step > 0 ? visible.first : visible.last
            return
        }
        focused = step > 0 ? visible.first : visible.last
    }

    @discardableResult
    private func scrollList(by rows: Int) -> Bool {
        guard let lists = lastCanvas?.lists else { return false }
        for (index, list) in lists.enumerated() {
            let maximum = max(0, list.count - list.height)
            let target = min(maximum, max(0, list.firstRow + rows))
            if target != list.firstRow {
                scrollOffsets[index] = target
                return true
            }
        }
        return false
    }

    private func scrollFirstList(_ key: Key) {
        guard let list = lastCanvas?.lists.first else { return }
        switch key {
        case .pageDown: scrollOffsets[0] = min(max(0, list.count - list.height), list.firstRow + max(1, list.height))
        case .pageUp: scrollOffsets[0] = max(0, list.firstRow - max(1, list.height))
        case .home: scrollOffsets[0] = 0
        default: scrollOffsets[0] = max(0, list.count - list.height)
        }
    }
}
