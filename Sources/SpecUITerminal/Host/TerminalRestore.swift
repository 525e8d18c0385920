import Glibc

/// What a signal handler needs to put the terminal back: the saved termios and the bytes that leave the
/// alternate screen, kept in memory allocated once so the handler only reads raw pointers.
///
/// Signal handlers may call only async-signal-safe functions, so they touch nothing but these pointers and
/// call only `tcsetattr`, `write`, `sigaction`, `sigprocmask`, `signal` and `raise`.
enum TerminalRestore {
    /// Capacity of the restore-sequence buffer.
    static let sequenceCapacity = 64

    /// Saved termios, the file descriptor it belongs to (-1 when nothing is saved), the restore sequence,
    /// its length, the output descriptor, and the write end of the resize self-pipe.
    nonisolated(unsafe) static let termiosStorage = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) static let descriptors: UnsafeMutablePointer<Int32> = {
        let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: slotCount)
        pointer.initialize(repeating: -1, count: slotCount)
        return pointer
    }()
    nonisolated(unsafe) static let sequence = UnsafeMutablePointer<UInt8>.allocate(capacity: sequenceCapacity)
    /// Where the output captured during the session is copied through on its way back to the terminal.
    nonisolated(unsafe) static let replayBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: replayCapacity)
    static let replayCapacity = 4096

    /// Index into ``descriptors``.
    static let inputSlot = 0
    static let outputSlot = 1
    static let sequenceLengthSlot = 2
    static let resizePipeSlot = 3
    /// The file that holds what the process wrote to its standard output and error during the session, and
    /// the copies of those descriptors as they were before.
    static let captureSlot = 4
    static let savedStandardOutputSlot = 5
    static let savedStandardErrorSlot = 6
    /// 1 while the terminal is restored for a stop (SIGTSTP), until the host is back in raw mode: a signal that
    /// ends the process meanwhile has nothing to put back, and the process may be in the background, where
    /// setting the terminal would stop it again.
    static let restoredForStopSlot = 7
    static let slotCount = 8

    /// The signals that end the process after the terminal is restored: every signal whose default action ends
    /// the process, but SIGPIPE (a closed output, which the commands report) and SIGTRAP (a debugger's). On Linux
    /// that includes SIGPWR, SIGIO, SIGSTKFLT and every real-time signal.
    static let fatalSignals: [Int32] = {
        var signals: [Int32] = [
            SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGFPE, SIGUSR1, SIGUSR2, SIGALRM,
            SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS,
        ]
        #if os(Linux)
            signals += [SIGPWR, SIGIO, SIGSTKFLT]
            signals += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
        #endif
        return signals
    }()

    /// Records the state to restore and installs the handlers; call before switching to raw mode.
    static func arm(input: Int32, output: Int32, saved: termios, restoreSequence: [UInt8], resizePipe: Int32) {
        // Touch every global first so none is lazily initialized inside a handler.
        _ = (termiosStorage, descriptors, sequence, replayBuffer)
        termiosStorage.pointee = saved
        let count = min(restoreSequence.count, sequenceCapacity)
        for index in 0..<count {
            sequence[index] = restoreSequence[index]
        }
        descriptors[sequenceLengthSlot] = Int32(count)
        descriptors[outputSlot] = output
        descriptors[resizePipeSlot] = resizePipe
        descriptors[inputSlot] = input
        descriptors[restoredForStopSlot] = 0
        for number in fatalSignals {
            install(number, handler: restoreAndReraise)
        }
        install(SIGWINCH, handler: notifyResize)
        install(SIGTSTP, handler: restoreAndStop)
        install(SIGCONT, handler: notifyContinue)
    }

    /// Records the capture of the standard streams, for a fatal signal to put them back and replay it.
    static func armCapture(_ capture: Int32, savedOutput: Int32, savedError: Int32) {
        descriptors[savedStandardOutputSlot] = savedOutput
        descriptors[savedStandardErrorSlot] = savedError
        descriptors[captureSlot] = capture
    }

    /// Uninstalls the handlers; the host restores the terminal itself.
    static func disarm() {
        descriptors[inputSlot] = -1
        descriptors[resizePipeSlot] = -1
        for number in fatalSignals + [SIGWINCH, SIGTSTP, SIGCONT] {
            _ = signal(number, SIG_DFL)
        }
    }

    /// Puts back the saved termios and writes the restore sequence, unless a stop did already; async-signal-safe.
    static func restoreTerminal() {
        let input = descriptors[inputSlot]
        guard input >= 0, descriptors[restoredForStopSlot] == 0 else { return }
        // Blocked, SIGTTOU cannot stop a process in the background for setting the terminal.
        var block = sigset_t()
        sigemptyset(&block)
        sigaddset(&block, SIGTTOU)
        var previous = sigset_t()
        _ = sigprocmask(SIG_BLOCK, &block, &previous)
        _ = tcsetattr(input, TCSAFLUSH, termiosStorage)
        _ = write(descriptors[outputSlot], sequence, Int(descriptors[sequenceLengthSlot]))
        _ = sigprocmask(SIG_SETMASK, &previous, nil)
    }

    /// Records that the host is in raw mode on the alternate screen again after a stop.
    static func resumed() {
        descriptors[restoredForStopSlot] = 0
    }

    /// Points the standard streams back where they went before the session, then writes what was captured
    /// during it to the terminal; async-signal-safe.
    static func releaseCapture() {
        let capture = descriptors[captureSlot]
        guard capture >= 0 else { return }
        descriptors[captureSlot] = -1
        // No array of the pairs: it would allocate, which a signal handler must not.
        if descriptors[savedStandardOutputSlot] >= 0 { _ = dup2(descriptors[savedStandardOutputSlot], STDOUT_FILENO) }
        if descriptors[savedStandardErrorSlot] >= 0 { _ = dup2(descriptors[savedStandardErrorSlot], STDERR_FILENO) }
        let output = descriptors[outputSlot]
        guard lseek(capture, 0, SEEK_SET) == 0 else { return }
        while true {
            let count = read(capture, replayBuffer, replayCapacity)
            guard count > 0 else { return }
            var offset = 0
            while offset < count {
                let written = write(output, replayBuffer + offset, count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// What a byte on the self-pipe means: the window changed size, or the process was continued after a stop.
    static let resizeByte: UInt8 = 1
    static let continueByte: UInt8 = 2

    /// Writes `byte` to the self-pipe, if there is one; async-signal-safe.
    static func notify(_ byte: UInt8) {
        let pipe = descriptors[resizePipeSlot]
        guard pipe >= 0 else { return }
        var value = byte
        _ = write(pipe, &value, 1)
    }

    fileprivate static func install(_ number: Int32, handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = number == SIGWINCH || number == SIGCONT ? SA_RESTART : 0
        _ = sigaction(number, &action, nil)
    }
}

/// Restores the terminal, then lets the signal do what it would have done.
private func restoreAndReraise(_ number: Int32) {
    TerminalRestore.restoreTerminal()
    TerminalRestore.releaseCapture()
    _ = signal(number, SIG_DFL)
    _ = raise(number)
}

/// Wakes the host loop through the self-pipe after a window-size change.
private func notifyResize(_ number: Int32) {
    TerminalRestore.notify(TerminalRestore.resizeByte)
}

/// Restores the terminal, then stops the process as SIGTSTP's default action would; once continued, puts
/// itself back for the next stop. The loop re-enters raw mode when SIGCONT's byte reaches it.
///
/// A process whose group no shell controls (run as a terminal's own command, over `ssh -t`) is not stopped: the
/// kernel discards the stop, and no SIGCONT follows, so the loop is woken here to put the terminal back itself.
private func restoreAndStop(_ number: Int32) {
    TerminalRestore.restoreTerminal()
    TerminalRestore.descriptors[TerminalRestore.restoredForStopSlot] = 1
    _ = signal(SIGTSTP, SIG_DFL)
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, SIGTSTP)
    _ = raise(SIGTSTP)
    _ = sigprocmask(SIG_UNBLOCK, &unblock, nil)
    TerminalRestore.install(SIGTSTP, handler: restoreAndStop)
    TerminalRestore.notify(TerminalRestore.continueByte)
}

/// Wakes the host loop through the self-pipe after the process was continued.
private func notifyContinue(_ number: Int32) {
    TerminalRestore.notify(TerminalRestore.continueByte)
}
