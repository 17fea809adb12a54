import Foundation

/// A countdown in a line of text that a web page's script keeps ticking: the start it counts to,
/// the words it is written in, the text on either side, and how far from the start it is still
/// written as a countdown. `lead + text + trail` is the line the terminal shows at the moment the
/// page was made; the script writes the countdown again each second in the same words.
public struct TickingCountdown: Sendable, Equatable {
    /// The words a countdown is written in, as `CountdownFormatter` and `RacingDayWords` write
    /// them.
    public enum Wording: String, Sendable {
        /// `4m 05s`, then `jumped 37s` (the board's "Starts in").
        case startsIn = "starts-in"
        /// `in 4m 05s`, then `jumped 37s` (the racing day's).
        case inOrJumped = "in"
        /// `starts in 4 minutes 5 seconds`, then `started 12 seconds ago` (a race card's).
        case spoken
    }

    /// The moment counted to.
    public let start: Date
    /// The words it is written in.
    public let wording: Wording
    /// The countdown's own text at the moment the page was made.
    public let text: String
    /// The text before the countdown, such as `R6 `.
    public let lead: String
    /// The text after the countdown, such as `)`.
    public let trail: String
    /// From this many seconds before or after the start on, the line shows a date instead, so the
    /// script stops writing the countdown.
    public let limitSeconds: Int
    /// The whole line once the start is `limitSeconds` or more in the past, as the terminal
    /// writes it then (a date), for a page left open that long without the server to say it.
    public let pastLimitLine: String

    /// A countdown to `start` written in `wording`, reading `text` now, between `lead` and
    /// `trail`, shown as a countdown while under `limitSeconds` from the start, and as
    /// `pastLimitLine` once that far past it.
    public init(
        start: Date, wording: Wording, text: String, lead: String = "", trail: String = "",
        limitSeconds: Int, pastLimitLine: String
    ) {
        self.start = start
        self.wording = wording
        self.text = text
        self.lead = lead
        self.trail = trail
        self.limitSeconds = limitSeconds
        self.pastLimitLine = pastLimitLine
    }

    /// The whole line: the countdown with the text around it.
    public var line: String { lead + text + trail }
}
