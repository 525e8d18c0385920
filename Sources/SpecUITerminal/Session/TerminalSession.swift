import SpecUI

/// The state of one preview around a ``ViewHost``: which control has focus, how lists are scrolled, and how
/// keys change them. The interactive loop and scripted snapshots share it, so both behave the same.
///
/// A class because it wraps the host (itself a class) and accumulates scroll state across frames.
@MainActor
public final class TerminalSession {
    public let host: ViewHost
    /// The control with keyboard focus, if any: the host's, which `@FocusState` follows and code moves too.
    public private(set) var focused: ActionableID? {
        get { host.focusedControl }
        set {
            guard newValue != host.focusedControl else { return }
            cursor = nil
            host.focus(newValue)
        }
    }
    /// Where typing goes in the focused text field; nil puts it at the end of the text.
    private var cursor: TextCursor?
    /// Controls that had focus when they went off screen (a link that pushed its level, a button that presented a
    /// sheet or an alert), the latest last: focus goes back to one when it is shown again, as going back returns to
    /// where one was.
    private var leftControls: [ActionableID] = []
    /// How many controls ``leftControls`` remembers.
    private static let leftControlsLimit = 16
    /// Scroll offsets of the lists, by their order in the frame: the host's, so that a session drawing the host
    /// again goes on scrolled where the last one left it.
    public private(set) var scrollOffsets: [Int: Int] {
        get { host.scrollOffsets }
        set { host.scrollOffsets = newValue }
    }
    /// The list Page Up or Page Down moves in the next frame drawn.
    private var paging: ListPaging?
    /// The text field Tab left for the keyboard toolbar's controls, which Tab from the last of them goes on from.
    private var fieldOfKeyboardToolbar: ActionableID?
    private var lastCanvas: Canvas?
    private var lastSize = TerminalSize(columns: 80, rows: 24)

    public init(host: ViewHost) {
        self.host = host
    }

    /// Lays out and draws the current view tree at `size`.
    ///
    /// Drawing a `List` builds the rows that come into view; their `onAppear` actions run after that frame, as in
    /// SwiftUI, and the frame is drawn again with what they changed (a bounded number of times, so rows that keep
    /// adding rows stop).
    public func frame(size: TerminalSize) -> CellBuffer {
        // The row of a list or scroll view the focused control was drawn in, for a resize that leaves it out.
        let focusedRow = size == lastSize ? nil : focused.flatMap { lastCanvas?.listRows[$0] }
        lastSize = size
        var canvas = render(size)
        var rounds = 0
        while host.needsUpdate, rounds < Self.appearanceRounds {
            host.update()
            canvas = render(size)
            rounds += 1
        }
        // A smaller window keeps the focused control in view, so that no key acts on a control one cannot see.
        if let focused, let row = focusedRow, canvas.lists.indices.contains(row.list),
            !canvas.actionables.contains(where: { $0.id == focused })
        {
            scrollOffsets[row.list] = row.row
            canvas = render(size)
            lastCanvas = canvas
            // A list the window leaves no row for cannot show it: focus goes to a control that is shown.
            if !enabledOnScreen().contains(focused) {
                self.focused = enabledOnScreen().first
                canvas = render(size)
            }
        }
        lastCanvas = canvas
        return canvas.buffer
    }

    /// How many times one frame is drawn again for what appearing rows changed.
    static let appearanceRounds = 16

    /// Draws the view; when a `ScrollViewReader`'s `scrollTo` moved a list or scroll view, keeps the offset and draws
    /// again with it.
    private func render(_ size: TerminalSize) -> Canvas {
        let canvas = renderOnce(size)
        // The page moved is kept with the offsets the frame requested.
        paging = nil
        for requests in canvas.carriedOut { requests.clear() }
        let moved = canvas.requestedOffsets.filter { canvas.lists[$0.key].firstRow != $0.value }
        scrollOffsets.merge(canvas.requestedOffsets) { $1 }
        return moved.isEmpty ? canvas : renderOnce(size)
    }

    private func renderOnce(_ size: TerminalSize) -> Canvas {
        FrameRenderer.render(
            host.resolved, size: size, focused: focused, cursor: cursor, scrollOffsets: scrollOffsets, paging: paging,
            layoutDirection: host.environment.layoutDirection, colorScheme: host.environment.colorScheme)
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
    /// text field, Page Up/Down scroll the first list, Ctrl-R refreshes a `refreshable` view, `q` (outside a text
    /// field), Ctrl-C and Ctrl-D (end of input, as it is outside raw mode) quit.
    ///
    /// On a focused stepper, slider or picker, the arrow toward its `+` button (its maximum, its options' reading
    /// order: right, or left right to left) steps it up or selects the next option, and the other arrow down or
    /// the previous option; `+` and `-` do the same. Return and space step a stepper or slider up, and open a
    /// picker's box of options (select a stepping picker's next option, its first after its last).
    ///
    /// In a focused text field, Left/Right (and Home/End) move the insertion point within the text instead,
    /// typing inserts there, Backspace deletes the character before it and Delete the one after it; Up/Down and
    /// Tab/Shift-Tab still move focus; Ctrl-A and Ctrl-E are Home and End. A text editor takes the same keys, and
    /// Return starts a new line there, Up/Down move the insertion point a row (on from the first row up or the
    /// last down) and Home/End go to its row's start and end. Pasted text is inserted whole, a single-line field's
    /// line breaks as spaces; with no field focused it is dropped.
    ///
    /// On another focused control, Backspace and Delete delete the row holding it of a `ForEach` with `onDelete`.
    ///
    /// Before all of that, a key that is an enabled control's `keyboardShortcut` (see `shortcuts(for:focused:)`)
    /// activates it instead, wherever focus is.
    public func handle(_ key: Key) -> Outcome {
        if lastCanvas == nil {
            _ = frame(size: lastSize)
        }
        let current = focusedActionable
        let focusedBefore = focused
        let navigationChanges = host.navigationChanges
        let order = (lastCanvas?.actionables ?? []).map(\.id)
        // The `onKeyPress` actions around the focused control take the key first, then the keyboard shortcuts.
        let pressed = Self.keyPress(for: key).map { host.pressKey($0) } ?? false
        if pressed || host.performShortcut(Self.shortcuts(for: key, focused: current)) {
            _ = frame(size: lastSize)
            if keepFocusEnabled(
                order: order, before: focusedBefore, navigated: host.navigationChanges != navigationChanges)
            {
                _ = frame(size: lastSize)
            }
            return .handled
        }
        // Ctrl-A and Ctrl-E in a text field go to its start and end (its row's, in an editor), as on a keyboard.
        var key = key
        if current?.kind == .textField, case .control(let letter) = key, letter == "a" || letter == "e" {
            key = letter == "a" ? .home : .end
        }
        switch key {
        case .interrupt, .control("d"):
            return .quit
        case .tab:
            moveFocus(by: 1)
        case .backTab:
            moveFocus(by: -1)
        case .down, .up:
            // In a text editor they move through its rows, and on from its first or last.
            let step = key == .down ? 1 : -1
            if let current, let rows = editorRows(current), moveRow(in: current, rows: rows, by: step) {
                break
            }
            moveFocus(by: step)
        case .optionUp, .optionDown:
            // The row holding the focused control moves a row up or down through the `onMove` around it, as
            // dragging it does; focus stays on the control, in the row's new place.
            if let current {
                _ = host.moveRow(current.id, by: key == .optionDown ? 1 : -1)
            }
        case .right, .left:
            if let current, Actionable.Kind.adjustable.contains(current.kind) {
                // The arrow toward the `+` button steps up: right, or left where right to left puts `+` first.
                let towardPlus = (key == .right) == (current.layoutDirection == .leftToRight)
                _ = towardPlus ? host.increment(current.id) : host.decrement(current.id)
            } else if let current, current.kind == .textField {
                moveInsertionPoint(in: current) { offset, _ in offset + (key == .right ? 1 : -1) }
            } else {
                moveFocus(by: key == .right ? 1 : -1)
            }
        case .enter:
            if let current, lastCanvas?.editorWidths[current.id] != nil {
                edit(current) { TextCursor.inserting("\n", into: $0, at: $1) }
            } else {
                activate(current)
            }
        case .character(let character):
            if let current, current.kind == .textField {
                edit(current) { TextCursor.inserting(String(character), into: $0, at: $1) }
            } else if character == " " {
                activate(current)
            } else if character == "q" {
                return .quit
            } else if let current, Actionable.Kind.adjustable.contains(current.kind),
                character == "+" || character == "-"
            {
                _ = character == "+" ? host.increment(current.id) : host.decrement(current.id)
            }
        case .backspace, .delete:
            if let current, current.kind == .textField {
                edit(current, key == .delete ? TextCursor.deletingForward : TextCursor.deletingBackward)
            } else if let current {
                // On another control, the swipe actions of the row that holds it open; without them, the row of a
                // `ForEach` with `onDelete` that holds it is deleted.
                if !host.swipeRow(current.id) {
                    _ = host.deleteRow(current.id)
                }
            }
        case .home, .end:
            if let current, let rows = editorRows(current) {
                // The start or the end of the insertion point's row.
                let row = rows.position(of: insertionPoint(in: current).offset).row
                let bounds = row < rows.rows.count ? (rows.rows[row].start, rows.rows[row].end) : (Int.max, Int.max)
                moveInsertionPoint(in: current) { _, _ in key == .home ? bounds.0 : bounds.1 }
            } else if let current, current.kind == .textField {
                moveInsertionPoint(in: current) { _, count in key == .home ? 0 : count }
            } else {
                scrollFirstList(key)
            }
        case .paste(let text):
            // Pasted text goes into a focused field whole, a single-line field's line breaks and tabs as spaces, as iOS
            // pastes into a text field; elsewhere it is dropped, so that no letter in it acts as a command.
            if let current, current.kind == .textField {
                let isEditor = lastCanvas?.editorWidths[current.id] != nil
                let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(
                    omittingEmptySubsequences: false, whereSeparator: \.isNewline)
                // A single-line field shows a tab as the space it stands for.
                let joined = lines.joined(separator: isEditor ? "\n" : " ")
                let pasted = isEditor ? joined : joined.replacingOccurrences(of: "\t", with: " ")
                edit(current) { TextCursor.inserting(pasted, into: $0, at: $1) }
            }
        case .pageDown, .pageUp:
            scrollFirstList(key)
        case .escape:
            // Escape dismisses a sheet or an alert, as swiping a sheet down does; with none, it goes back from a
            // pushed level, as its back button does.
            if !host.dismissPresentation() {
                _ = host.goBack()
            }
        case .control("r"):
            // Pull to refresh.
            _ = host.refresh()
        case .control:
            break
        }
        _ = frame(size: lastSize)
        switch key {
        case .enter, .character, .paste, .backspace, .delete, .left, .right, .escape:
            if keepFocusEnabled(
                order: order, before: focusedBefore, navigated: host.navigationChanges != navigationChanges)
            {
                _ = frame(size: lastSize)
            }
        default:
            break
        }
        return .handled
    }

    /// The keyboard shortcuts `key` stands for. A terminal has no Command key and reads Ctrl with a letter as one
    /// key, so Ctrl-S is both ⌘S and ⌃S; a typed character is a shortcut without modifiers (a capital one also
    /// its letter with Shift), except in a focused text field, where it is text; Return is the default action
    /// where no control has focus, since a focused one takes Return itself; Escape is the cancel action.
    /// The press `onKeyPress` hears for `key`; nil for Ctrl-C, which always quits.
    static func keyPress(for key: Key) -> KeyPress? {
        let named: KeyEquivalent? =
            switch key {
            case .up, .optionUp: .upArrow
            case .down, .optionDown: .downArrow
            case .left: .leftArrow
            case .right: .rightArrow
            case .home: .home
            case .end: .end
            case .pageUp: .pageUp
            case .pageDown: .pageDown
            case .tab, .backTab: .tab
            case .enter: .return
            case .backspace: .delete
            case .delete: .deleteForward
            case .escape: .escape
            case .interrupt, .control, .character, .paste: nil
            }
        if let named {
            let modifiers: EventModifiers =
                switch key {
                case .backTab: .shift
                case .optionUp, .optionDown: .option
                default: []
                }
            return KeyPress(key: named, characters: "", modifiers: modifiers)
        }
        switch key {
        case .character(let character):
            let shifted = character.isUppercase ? EventModifiers.shift : []
            return KeyPress(key: KeyEquivalent(character), characters: String(character), modifiers: shifted)
        case .control(let letter):
            return KeyPress(key: KeyEquivalent(letter), characters: "", modifiers: .control)
        default:
            return nil
        }
    }

    static func shortcuts(for key: Key, focused: Actionable?) -> [KeyboardShortcut] {
        switch key {
        case .control(let letter):
            return [.command, .control].map { KeyboardShortcut(KeyEquivalent(letter), modifiers: $0) }
        case .character(let character) where focused?.kind != .textField:
            let plain = KeyboardShortcut(KeyEquivalent(character), modifiers: [])
            guard character.isUppercase, let lower = character.lowercased().first else { return [plain] }
            return [plain, KeyboardShortcut(KeyEquivalent(lower), modifiers: .shift)]
        case .enter where focused == nil:
            return [.defaultAction]
        case .escape:
            return [.cancelAction]
        default:
            return []
        }
    }

    /// After an update, moves focus off a control that is gone or disabled to the nearest enabled control of
    /// `order` (the frame before the update): the next one, else the previous one. True when focus moved.
    ///
    /// The control focused `before` the update, when it went off screen as code moved focus elsewhere (a sheet's
    /// field focusing itself as it appears), is remembered as one that focus left, to go back to. When the update
    /// `navigated` (a level pushed or popped), focus goes to the first control that came, the new screen's; going
    /// back, to the control that left the screen shown again, even from the back button, which stays.
    private func keepFocusEnabled(order: [ActionableID], before: ActionableID?, navigated: Bool) -> Bool {
        let enabled = enabledOnScreen()
        if let before, before != focused, !enabled.contains(before) { remember(left: before) }
        guard let focused else { return false }
        // A control the window is too small to show is still there: focus stays on it, and comes back into view
        // with it when the window grows.
        let beyondWindow = lastCanvas?.beyondWindow ?? []
        let available = Set(enabled).union(beyondWindow.subtracting(host.actionables.filter(\.isDisabled).map(\.id)))
        // Going back, the control that pushed the level shown again takes focus, also from the back button, which
        // stays: each level's bar shows the same one.
        let wentBack = navigated && available.contains(focused) && leftControls.contains(where: available.contains)
        guard wentBack || !available.contains(focused) else { return false }
        // A control left earlier and shown again (going back, a sheet dismissed) takes focus back first.
        if let index = leftControls.lastIndex(where: available.contains) {
            self.focused = leftControls[index]
            leftControls.removeSubrange(index...)
            return true
        }
        remember(left: focused)
        if let index = order.firstIndex(of: focused) {
            // On a new screen (a level pushed), or where the controls beside it went too (a sheet over it), focus
            // goes to the first control that came, not to one that stayed (a tab bar below the stack).
            let neighbors = [index - 1, index + 1].filter(order.indices.contains).map { order[$0] }
            let earlier = Set(order)
            // An alert or a dialog that came starts on its cancel button.
            let cancel = host.presentedCancelButton.flatMap { available.contains($0) ? $0 : nil }
            if navigated || !neighbors.contains(where: available.contains),
                let arrived = cancel ?? enabled.first(where: { !earlier.contains($0) })
            {
                self.focused = arrived
                return true
            }
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

    /// Adds `control` to the controls focus left, the latest last, keeping the last few.
    private func remember(left control: ActionableID) {
        leftControls.append(control)
        if leftControls.count > Self.leftControlsLimit { leftControls.removeFirst() }
    }

    /// Takes over what `earlier` showed of the same screen, for a view reloaded from an edited spec: the lists
    /// scrolled as they were, and focus on the control standing where `earlier`'s focused control stood.
    ///
    /// The control is found by its accessibilityIdentifier, else by its kind and label, else by its place among
    /// the controls in written order; a control that is now disabled, or none found, leaves nothing focused.
    public func continueFrom(_ earlier: TerminalSession) {
        scrollOffsets = earlier.scrollOffsets
        guard let before = earlier.focusedActionable else { return }
        let controls = host.actionables
        let place = earlier.host.actionables.firstIndex { $0.id == before.id }
        let match =
            before.accessibilityIdentifier.flatMap { identifier in
                controls.first { $0.accessibilityIdentifier == identifier }
            }
            ?? controls.first { $0.kind == before.kind && $0.label == before.label }
            ?? place.flatMap { controls.indices.contains($0) ? controls[$0] : nil }
        focused = match.flatMap { $0.isDisabled ? nil : $0.id }
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

    /// The rows of `field` as last drawn, when it is a text editor.
    private func editorRows(_ field: Actionable) -> EditorRows? {
        guard let width = lastCanvas?.editorWidths[field.id] else { return nil }
        return EditorRows(insertionPoint(in: field).text, width: width)
    }

    /// Moves the insertion point of a text editor `step` rows down (up, below 0), to the cell nearest its column
    /// there; false from the first row up or the last row down, where focus moves on instead.
    private func moveRow(in field: Actionable, rows: EditorRows, by step: Int) -> Bool {
        let position = rows.position(of: insertionPoint(in: field).offset)
        let target = position.row + step
        guard target >= 0, target < rows.rows.count else { return false }
        moveInsertionPoint(in: field) { _, _ in rows.offset(row: target, column: position.column) }
        return true
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
        _ = host.setText(field.id, edited)
        cursor = TextCursor(field: field.id, text: edited, offset: after)
    }

    private var focusedActionable: Actionable? {
        guard let focused else { return nil }
        return host.actionables.first { $0.id == focused }
    }

    private func activate(_ actionable: Actionable?) {
        guard let actionable else { return }
        switch actionable.kind {
        case .button, .toggle, .picker:
            _ = host.activate(actionable.id)
        case .stepper, .slider:
            _ = host.increment(actionable.id)
        case .textField:
            // Return submits the field, then moves on to the next control when that is a field too, as a form is
            // filled in; else focus stays in the field, as a message field's does once its text is sent. Where the
            // submit actions put focus themselves (wrote a focus state, nil included) stands.
            let focusChanges = host.focusChanges
            _ = host.submit(actionable.id)
            guard host.focusChanges == focusChanges else { return }
            _ = frame(size: lastSize)
            let shown = enabledOnScreen()
            guard let index = shown.firstIndex(of: actionable.id), index + 1 < shown.count,
                host.actionables.first(where: { $0.id == shown[index + 1] })?.kind == .textField
            else { return }
            focused = shown[index + 1]
        }
    }

    /// Moves focus among the enabled controls in reading order, walking a `List` row by row: leaving it past
    /// its last drawn row while rows remain below (above, going back) scrolls it by one row and focuses the
    /// row that comes into view; entering it from outside scrolls it to its top (bottom, going back) first.
    /// Past the last control (before the first) focus wraps around, with the lists scrolled to the top (bottom).
    private func moveFocus(by step: Int) {
        let forward = step > 0
        if moveThroughKeyboardToolbar(forward: forward) {
            return
        }
        if revealNextInScrollView(forward: forward) {
            return
        }
        let visible = enabledOnScreen()
        guard let focused, let index = visible.firstIndex(of: focused) else {
            // A window that shows no control keeps the focus where it was: Tab has nowhere to take it.
            if visible.isEmpty, focused != nil { return }
            self.focused = forward ? visible.first : visible.last
            return
        }
        if enterListShowingNoControl(after: focused, forward: forward) {
            return
        }
        let from = lastCanvas?.listRows[focused]
        let next = visible.indices.contains(index + step) ? visible[index + step] : nil
        let to = next.flatMap { lastCanvas?.listRows[$0] }
        if let from, to?.list != from.list, focusRow(beyond: from, forward: forward) {
            return
        }
        guard let next else {
            wrapFocus(forward: forward)
            return
        }
        if let to, to.list != from?.list, enterList(to.list, forward: forward) {
            return
        }
        self.focused = next
    }

    /// Tab from a text field whose level shows a keyboard toolbar goes to the toolbar's first control, as iOS puts
    /// the toolbar over the keyboard, and on through its controls; Tab from its last goes on from the field, and
    /// Shift-Tab from its first back to the field. False when focus is neither on such a field nor on the toolbar.
    private func moveThroughKeyboardToolbar(forward: Bool) -> Bool {
        // Only from a text field, or from the toolbar Tab left one for, is the graph walked for the toolbar.
        guard let focused, focusedActionable?.kind == .textField || fieldOfKeyboardToolbar != nil else {
            return false
        }
        let toolbar = host.keyboardToolbarControls
        guard !toolbar.isEmpty else {
            fieldOfKeyboardToolbar = nil
            return false
        }
        let visible = enabledOnScreen()
        let shown = visible.filter(toolbar.contains)
        guard !shown.isEmpty else { return false }
        if let index = shown.firstIndex(of: focused) {
            let next = index + (forward ? 1 : -1)
            if shown.indices.contains(next) {
                self.focused = shown[next]
                return true
            }
            guard let field = fieldOfKeyboardToolbar, visible.contains(field) else { return false }
            fieldOfKeyboardToolbar = nil
            guard forward else {
                self.focused = field
                return true
            }
            // On from the field, past the toolbar's controls.
            let rest = visible.filter { !toolbar.contains($0) }
            guard let at = rest.firstIndex(of: field) else { return false }
            self.focused = rest.indices.contains(at + 1) ? rest[at + 1] : rest.first
            return true
        }
        guard forward, focusedActionable?.kind == .textField else { return false }
        fieldOfKeyboardToolbar = focused
        self.focused = shown[0]
        return true
    }

    /// Moves focus to the next enabled control in drawing order (the previous, going back) when it, or the focused
    /// control, is in a scroll view's content outside its window, scrolling the window to show it whole: at the
    /// window's bottom going forward, at its top going back. False when neither is, for the moves among drawn
    /// controls and lists.
    private func revealNextInScrollView(forward: Bool) -> Bool {
        guard let canvas = lastCanvas, let focused else { return false }
        let disabled = Set(host.actionables.filter(\.isDisabled).map(\.id))
        let order = canvas.focusOrder.filter { !disabled.contains($0) }
        guard let index = order.firstIndex(of: focused) else { return false }
        let nextIndex = index + (forward ? 1 : -1)
        guard order.indices.contains(nextIndex) else { return false }
        let next = order[nextIndex]
        guard let place = canvas.offWindow[next] else {
            guard canvas.offWindow[focused] != nil else { return false }
            self.focused = next
            return true
        }
        guard canvas.lists[place.list].isScrollEnabled else { return false }
        let window = canvas.lists[place.list].height
        let bottom = min(place.lines.lowerBound, place.lines.upperBound - window)
        scrollOffsets[place.list] = max(0, forward ? bottom : place.lines.lowerBound)
        self.focused = next
        _ = frame(size: lastSize)
        return true
    }

    /// The enabled controls of the last frame, in reading order.
    private func enabledOnScreen() -> [ActionableID] {
        let disabled = Set(host.actionables.filter(\.isDisabled).map(\.id))
        return (lastCanvas?.actionables ?? []).map(\.id).filter { !disabled.contains($0) }
    }

    /// The enabled controls of the last frame drawn in rows of list `list`, in reading order.
    private func enabledInList(_ list: Int, where include: (Int) -> Bool = { _ in true }) -> [ActionableID] {
        enabledOnScreen().filter { id in
            guard let row = lastCanvas?.listRows[id], row.list == list else { return false }
            return include(row.row)
        }
    }

    /// A scroll offset that shows a list's last rows: its last row, which the drawing moves down until the rows
    /// before it fill the list.
    private func bottomOffset(_ list: ListViewport) -> Int {
        max(0, list.count - 1)
    }

    /// Scrolls the list of `from` one row at a time until an enabled control in a row after `from`'s (before
    /// it, going back) is drawn, or one of `from`'s own that the list's bottom edge cut off, and focuses it. False
    /// when the list runs out of rows first.
    private func focusRow(beyond from: ListRow, forward: Bool) -> Bool {
        // Rows scroll whole from the top, so only going forward can a control of `from`'s row come into view.
        let passed = Set(enabledInList(from.list) { $0 == from.row })
        return scrollToControl(inList: from.list, forward: forward, excluding: passed) {
            forward ? $0 >= from.row : $0 < from.row
        }
    }

    /// Scrolls list `index` one row at a time (up, going back) until an enabled control not in `passed`, in a row
    /// that `include` takes, is drawn, and focuses it: the first going forward, the last going back. False when
    /// the list runs out of rows first, and then it is put back where it was.
    private func scrollToControl(
        inList index: Int, forward: Bool, excluding passed: Set<ActionableID> = [],
        where include: (Int) -> Bool = { _ in true }
    ) -> Bool {
        let start = scrollOffsets[index]
        var scrolled = false
        var previousRow = 0
        while let lists = lastCanvas?.lists, lists.indices.contains(index) {
            let list = lists[index]
            guard list.isScrollEnabled else { return false }
            // A list the screen leaves no row for does not move when scrolled.
            let hasMore = forward ? list.hasMoreBelow : list.firstRow > 0
            let moved = !scrolled || list.firstRow != previousRow
            guard hasMore, moved else {
                if scrolled {
                    scrollOffsets[index] = start
                    _ = frame(size: lastSize)
                }
                return false
            }
            scrolled = true
            previousRow = list.firstRow
            scrollOffsets[index] = list.firstRow + (forward ? 1 : -1)
            _ = frame(size: lastSize)
            let shown = enabledInList(index, where: include).filter { !passed.contains($0) }
            if let target = forward ? shown.first : shown.last {
                focused = target
                return true
            }
        }
        return false
    }

    /// Going forward from `focused`, the first list drawn after it that shows no enabled control but has rows
    /// below (going back, the last one drawn before it with rows above): scrolls it a row at a time until a control
    /// comes in, and focuses it. False when there is no such list, or it runs out of rows first.
    private func enterListShowingNoControl(after focused: ActionableID, forward: Bool) -> Bool {
        guard let canvas = lastCanvas, let position = canvas.actionables.firstIndex(where: { $0.id == focused })
        else { return false }
        let enabled = Set(enabledOnScreen())
        let listsShowingControls = Set(enabled.compactMap { canvas.listRows[$0]?.list })
        let candidates = canvas.lists.indices.filter { index in
            let list = canvas.lists[index]
            guard list.isScrollEnabled, canvas.controlsBeforeList.indices.contains(index),
                !listsShowingControls.contains(index), canvas.listRows[focused]?.list != index
            else { return false }
            let before = canvas.controlsBeforeList[index]
            // No enabled control stands between the focused one and the list.
            let between = forward ? (position + 1)..<max(position + 1, before) : before..<max(before, position)
            guard !canvas.actionables[between].contains(where: { enabled.contains($0.id) }) else { return false }
            return forward ? before > position && list.hasMoreBelow : before <= position && list.firstRow > 0
        }
        guard let index = forward ? candidates.first : candidates.last else { return false }
        return scrollToControl(inList: index, forward: forward)
    }

    /// Scrolls list `index` to its top (bottom, going back) and focuses its first (last) enabled control.
    /// False when it was scrolled there already or shows no enabled control.
    private func enterList(_ index: Int, forward: Bool) -> Bool {
        guard let lists = lastCanvas?.lists, lists.indices.contains(index), lists[index].isScrollEnabled else {
            return false
        }
        let list = lists[index]
        let isThere = forward ? list.firstRow == 0 : !list.hasMoreBelow
        guard !isThere else { return false }
        scrollOffsets[index] = forward ? 0 : bottomOffset(list)
        _ = frame(size: lastSize)
        let shown = enabledInList(index)
        guard let control = forward ? shown.first : shown.last else { return false }
        focused = control
        return true
    }

    /// Focuses the first control (the last, going back), with every list scrolled to its top (bottom); a list
    /// that shows no control there keeps its place, so that wrapping past a list of text leaves it as it was.
    private func wrapFocus(forward: Bool) {
        let before = scrollOffsets
        var moved: [Int] = []
        for (index, list) in (lastCanvas?.lists ?? []).enumerated() where list.isScrollEnabled {
            let offset = forward ? 0 : bottomOffset(list)
            guard offset != list.firstRow else { continue }
            scrollOffsets[index] = offset
            moved.append(index)
        }
        _ = frame(size: lastSize)
        let visible = enabledOnScreen()
        focused = forward ? visible.first : visible.last
        let kept = moved.filter { enabledInList($0).isEmpty }
        guard !kept.isEmpty else { return }
        for index in kept {
            scrollOffsets[index] = before[index]
        }
        _ = frame(size: lastSize)
    }

    /// Scrolls the first list a page, or to its top or bottom. A focused control the list scrolled out of view
    /// gives focus to the shown control of the list nearest it, so that no key acts on a control one cannot see.
    private func scrollFirstList(_ key: Key) {
        guard let list = lastCanvas?.lists.first, list.isScrollEnabled else { return }
        switch key {
        case .pageDown, .pageUp:
            scrollOffsets[0] = list.firstRow
            paging = ListPaging(list: 0, forward: key == .pageDown)
        case .home: scrollOffsets[0] = 0
        default: scrollOffsets[0] = bottomOffset(list)
        }
        guard let focused else { return }
        _ = frame(size: lastSize)
        guard !enabledOnScreen().contains(focused) else { return }
        let shown = enabledInList(0)
        self.focused = key == .pageDown || key == .home ? shown.first : shown.last
    }
}
