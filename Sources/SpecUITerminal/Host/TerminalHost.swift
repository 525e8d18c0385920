// `stdout`, a C global, is only set to line buffering, on the main thread before the session's loop starts.
@preconcurrency import Glibc

/// The terminal a preview runs in: raw mode, the alternate screen, input, size and frame output.
///
/// A class because it owns the terminal's state (file descriptors, saved termios, the resize pipe) for the
/// duration of one interactive session; ``restore()`` runs on every way out, including signals.
public final class TerminalHost {
    /// What woke the loop.
    public enum Event: Equatable, Sendable {
        case keys([Key])
        case resize(TerminalSize)
        /// The process was stopped (SIGTSTP) and continued: the host is back in raw mode on the alternate
        /// screen, which is blank, so the next frame must be drawn in full.
        case resumed(TerminalSize)
        case timeout
        case endOfInput
    }

    public let input: Int32
    public let output: Int32
    /// Where frames go: `output`, or while the session holds the standard streams, a copy of it.
    private var terminal: Int32
    /// The file that holds what the process writes to its standard output and error during the session, where
    /// those are this terminal, and copies of the two descriptors as they were (-1 for one left alone).
    private var capture: (file: UnsafeMutablePointer<FILE>, savedOutput: Int32, savedError: Int32)?
    private var decoder = InputDecoder()
    private var resizePipe: (read: Int32, write: Int32) = (-1, -1)
    private var isActive = false
    private var saved = termios()
    private var raw = termios()
    private var lastFrame: UInt64 = 0
    /// The shortest time between two frames, in nanoseconds (60 frames per second).
    public var frameInterval: UInt64 = 16_666_667

    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
        terminal = output
    }

    deinit {
        restore()
    }

    /// Whether both ends are terminals, so escape codes and raw mode make sense.
    public var isTerminal: Bool { isatty(input) == 1 && isatty(output) == 1 }

    /// The bytes that leave the alternate screen and bracketed-paste mode and show the cursor again, and those that
    /// enter them and hide it.
    static let leaveSequence = Array("\u{1B}[m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l".utf8)
    static let enterSequence = Array("\u{1B}[?1049h\u{1B}[?2004h\u{1B}[?25l\u{1B}[H\u{1B}[2J".utf8)

    /// Saves the terminal's mode, installs the restoring signal handlers, then enters raw mode, the
    /// alternate screen and hides the cursor.
    public func enter() throws(TerminalError) {
        guard !isActive else { return }
        guard tcgetattr(input, &saved) == 0 else { throw .notATerminal }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw .systemCall("pipe", errno) }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        resizePipe = (fds[0], fds[1])
        captureStandardStreams()
        TerminalRestore.arm(
            input: input, output: terminal, saved: saved, restoreSequence: Self.leaveSequence, resizePipe: fds[1])
        raw = saved
        cfmakeraw(&raw)
        raw.c_oflag |= tcflag_t(OPOST | ONLCR)
        // Not flushed: keys typed before the preview started (Tab and a word, typed ahead) are its first keys.
        guard tcsetattr(input, TCSADRAIN, &raw) == 0 else {
            let failure = errno
            TerminalRestore.disarm()
            releaseStandardStreams()
            throw .systemCall("tcsetattr", failure)
        }
        isActive = true
        writeAll(Self.enterSequence)
    }

    /// Puts the terminal back as ``enter()`` found it; safe to call more than once.
    public func restore() {
        guard isActive else { return }
        isActive = false
        TerminalRestore.disarm()
        _ = tcsetattr(input, TCSAFLUSH, &saved)
        writeAll(Self.leaveSequence)
        releaseStandardStreams()
        close(resizePipe.read)
        close(resizePipe.write)
        resizePipe = (-1, -1)
    }

    /// Sends what the process writes to its standard output and error, where either is this terminal, to a file
    /// while the session runs, as Xcode's console holds what a `print` in a body writes: on the terminal it
    /// would draw over the frame. Frames go on to a copy of `output`; ``restore()`` writes the file out after
    /// leaving the alternate screen.
    private func captureStandardStreams() {
        let streams = [STDOUT_FILENO, STDERR_FILENO].filter(isThisTerminal)
        guard !streams.isEmpty, let file = tmpfile() else { return }
        let copy = fcntl(output, F_DUPFD_CLOEXEC, 0)
        guard copy >= 0 else {
            fclose(file)
            return
        }
        // What the process wrote before the session goes out before it.
        fflush(nil)
        var saved = (output: Int32(-1), error: Int32(-1))
        if streams.contains(STDOUT_FILENO) {
            saved.output = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 0)
            _ = dup2(fileno(file), STDOUT_FILENO)
            // A line at a time into the capture, not a buffer full, as a terminal takes it: a signal that ends the
            // process finds every printed line there to write out.
            setvbuf(stdout, nil, _IOLBF, Int(BUFSIZ))
        }
        if streams.contains(STDERR_FILENO) {
            saved.error = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 0)
            _ = dup2(fileno(file), STDERR_FILENO)
        }
        terminal = copy
        capture = (file, saved.output, saved.error)
        TerminalRestore.armCapture(fileno(file), savedOutput: saved.output, savedError: saved.error)
    }

    /// Points the standard streams back at the terminal and writes what they held during the session to it.
    private func releaseStandardStreams() {
        guard let capture else { return }
        self.capture = nil
        fflush(nil)
        TerminalRestore.releaseCapture()
        for saved in [capture.savedOutput, capture.savedError] where saved >= 0 {
            close(saved)
        }
        fclose(capture.file)
        close(terminal)
        terminal = output
    }

    /// Whether `descriptor` is a terminal, the one `output` is.
    private func isThisTerminal(_ descriptor: Int32) -> Bool {
        var this = stat()
        var other = stat()
        return isatty(descriptor) == 1 && fstat(output, &this) == 0 && fstat(descriptor, &other) == 0
            && this.st_rdev == other.st_rdev
    }

    /// The terminal's size, at most ``PreviewFlag/maximumDimension`` cells each way, or nil when the output is not a
    /// terminal. A terminal may report up to 65535x65535 cells, a frame of billions of cells: the preview draws
    /// in the top leading 1000x1000 of a larger one, as `--size` allows no more.
    public func size() -> TerminalSize? {
        var window = winsize()
        guard ioctl(terminal, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return nil
        }
        return TerminalSize(
            columns: min(Int(window.ws_col), PreviewFlag.maximumDimension),
            rows: min(Int(window.ws_row), PreviewFlag.maximumDimension))
    }

    /// Enters raw mode and the alternate screen again after the process was stopped and continued; the signal
    /// handler restored the terminal before the stop.
    private func resume() {
        guard isActive else { return }
        _ = tcsetattr(input, TCSADRAIN, &raw)
        writeAll(Self.enterSequence)
        TerminalRestore.resumed()
    }

    /// Stops the process as Ctrl-Z would outside raw mode: the terminal is restored first, and ``nextEvent(timeout:)``
    /// reports ``Event/resumed(_:)`` once it is continued.
    public func suspend() {
        guard isActive else { return }
        _ = raise(SIGTSTP)
    }

    /// Waits up to `timeout` milliseconds for keys, a resize or a continue after a stop; a lone ESC is resolved
    /// after 50 ms of quiet.
    public func nextEvent(timeout: Int32) -> Event {
        var fds = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: resizePipe.read, events: Int16(POLLIN), revents: 0),
        ]
        let wait = decoder.hasPendingEscape ? min(timeout, 50) : timeout
        let ready = poll(&fds, nfds_t(fds[1].fd >= 0 ? 2 : 1), wait)
        if ready <= 0 {
            let keys = decoder.flush()
            return keys.isEmpty ? .timeout : .keys(keys)
        }
        if fds[1].revents & Int16(POLLIN) != 0 {
            var drain = [UInt8](repeating: 0, count: 64)
            var continued = false
            while true {
                let count = read(resizePipe.read, &drain, drain.count)
                guard count > 0 else { break }
                continued = continued || drain[0..<count].contains(TerminalRestore.continueByte)
            }
            if continued {
                resume()
                return .resumed(size() ?? TerminalSize(columns: 80, rows: 24))
            }
            if let size = size() {
                return .resize(size)
            }
        }
        guard fds[0].revents & Int16(POLLIN | POLLHUP) != 0 else { return .timeout }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = read(input, &bytes, bytes.count)
        if count <= 0 {
            return count == 0 || (errno != EINTR && errno != EAGAIN) ? .endOfInput : .timeout
        }
        return .keys(decoder.feed(Array(bytes[0..<count])))
    }

    /// Writes one frame's bytes in a single `write`, waiting first if the previous frame was less than
    /// ``frameInterval`` ago.
    public func writeFrame(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        let now = Self.monotonicNanoseconds()
        if now < lastFrame + frameInterval {
            var pause = timespec(tv_sec: 0, tv_nsec: Int(lastFrame + frameInterval - now))
            _ = nanosleep(&pause, nil)
        }
        writeAll(bytes)
        lastFrame = Self.monotonicNanoseconds()
    }

    private func writeAll(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(terminal, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return
                }
                offset += written
            }
        }
    }

    private static func monotonicNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }
}
