import PresentationLayer

/// Draws the watch screen on the terminal, writing only what changed since the last frame.
struct WatchScreenPainter {
    /// Lays out each frame.
    let layout: WatchScreenLayout
    private var lastFrame: [ScreenLine]?

    /// A painter that has drawn nothing yet.
    init(layout: WatchScreenLayout) {
        self.layout = layout
    }

    /// Forgets what the terminal shows, so the next frame is drawn whole.
    mutating func forget() {
        lastFrame = nil
    }

    /// Draws `screen`, after the bell when `ringsBell`; writes nothing when nothing changed.
    /// - Throws: `OutputWriteError` when the terminal cannot take the frame.
    mutating func draw(_ screen: WatchScreen, ringsBell: Bool) throws(OutputWriteError) {
        let frame = layout.frame(for: screen).map(ScreenLine.init)
        let bytes = lastFrame.map { FrameDiff.update(from: $0, to: frame) } ?? FrameDiff.fullRedraw(frame)
        lastFrame = frame
        let text = (ringsBell ? ANSIScreen.bell : "") + bytes
        guard !text.isEmpty else { return }
        try StandardStreams.writeAll(text, to: .standardOutput)
    }
}
