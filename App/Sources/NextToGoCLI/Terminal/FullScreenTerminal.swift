import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal as watch mode holds it (keys raw, the alternate screen on, the cursor hidden),
/// and every way it is given back: when watch mode ends, when it is suspended, and when the
/// program crashes.
final class FullScreenTerminal: Sendable {
    /// What takes the screen.
    static let enterSequence = ANSIScreen.enterAlternateScreen + ANSIScreen.hideCursor
    /// What gives the screen back as it was.
    static let leaveSequence = ANSIStyle.reset + ANSIScreen.showCursor + ANSIScreen.leaveAlternateScreen

    /// Raw mode on the terminal the keys are read from.
    let rawMode: RawTerminalMode
    /// True while the alternate screen is on.
    private let isShowing = Mutex(false)

    /// Takes the terminal: raw mode on the terminal the keys come from (stdin when it is one,
    /// else the controlling terminal), the alternate screen on stdout. Nil, with the terminal
    /// untouched, when there is no terminal to read keys from: a screen that says `q quit` must
    /// quit on `q`, so the caller writes the plain log instead.
    init?() {
        guard let rawMode = RawTerminalMode.onKeyboard() else { return nil }
        self.rawMode = rawMode
        show()
    }

    /// Gives the terminal back as it was found; `take()` takes it again.
    func giveBack() {
        FatalSignalTerminalRestorer.uninstall()
        let wasShowing = isShowing.withLock { isShowing in
            defer { isShowing = false }
            return isShowing
        }
        // A terminal that has gone cannot take these bytes, and nothing else can be done.
        if wasShowing {
            try? StandardStreams.writeAll(Self.leaveSequence, to: .standardOutput)
        }
        rawMode.restore()
    }

    /// Takes the terminal again after `giveBack()`, or puts its settings right after something
    /// else changed them while the program was stopped. The screen is then blank: draw it whole.
    func take() {
        // First, so that a program continued in the background is stopped here (SIGTTOU) until
        // it is in the foreground again, before it writes to the screen.
        rawMode.reenter()
        show()
    }

    /// Gives the terminal back, stops the program as Ctrl-Z does, and takes the terminal again
    /// once the program is continued. The screen is then blank: draw it whole.
    func suspend() {
        giveBack()
        TerminalSuspension.stopUntilContinued()
        take()
    }

    private func show() {
        let wasShowing = isShowing.withLock { isShowing in
            defer { isShowing = true }
            return isShowing
        }
        // A terminal that cannot take these bytes has gone; the first frame finds that out.
        try? StandardStreams.writeAll(
            wasShowing ? ANSIScreen.hideCursor : Self.enterSequence, to: .standardOutput)
        FatalSignalTerminalRestorer.install(
            restoreSequence: Self.leaveSequence, settings: rawMode.originalSettings,
            inputDescriptor: rawMode.descriptor)
    }
}
