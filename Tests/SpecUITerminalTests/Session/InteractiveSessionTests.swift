import Foundation
import Glibc
import SpecUI
import Testing

@testable import SpecUITerminal

private struct TapCounter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
        }
    }
}

/// Runs the interactive loop on a pseudo-terminal while another thread types into it.
@MainActor
@Suite(.serialized) struct InteractiveSessionTests {
    @Test func typedKeysDriveTheLoopAndTheTerminalIsRestored() throws {
        var leader: Int32 = -1
        var follower: Int32 = -1
        var window = winsize(ws_row: 5, ws_col: 20, ws_xpixel: 0, ws_ypixel: 0)
        #expect(openpty(&leader, &follower, nil, nil, &window) == 0)
        defer {
            close(leader)
            close(follower)
        }
        var before = termios()
        tcgetattr(follower, &before)
        let typist = leader
        let typing = Thread {
            for keys in ["\t", "\r", " ", "q"] {
                usleep(150_000)
                _ = keys.withCString { write(typist, $0, strlen($0)) }
            }
        }
        typing.start()
        let terminal = TerminalHost(input: follower, output: follower)
        terminal.frameInterval = 0
        try TerminalRenderer.runInteractive(host: ViewHost(TapCounter()), terminal: terminal, color: .ansi16)
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var fds = [pollfd(fd: leader, events: Int16(POLLIN), revents: 0)]
        while poll(&fds, 1, 100) > 0 {
            let count = read(leader, &chunk, chunk.count)
            guard count > 0 else { break }
            output += chunk[0..<count]
        }
        let text = String(decoding: output, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}[?1049h\u{1B}[?2004h\u{1B}[?25l"))
        #expect(text.contains("Count: 0"))
        #expect(text.contains("\u{1B}[0;7;34mAdd"))
        #expect(text.contains("2"))
        #expect(text.hasSuffix("\u{1B}[m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"))
        var after = termios()
        tcgetattr(follower, &after)
        #expect(after.c_lflag == before.c_lflag)
        #expect(after.c_iflag == before.c_iflag)
    }
}
