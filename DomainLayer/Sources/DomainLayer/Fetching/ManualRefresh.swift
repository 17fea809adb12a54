/// How often a fetch a person asks for (`r` on the watch screen) is made.
///
/// A held key repeats some 30 times a second; a fetch for each would be 90 requests in 3 seconds,
/// which a rate-limited API answers with HTTP 429. So the board, the open race card and the open
/// racing day each make one fetch at a time, and a refresh asked for within `minimumGap` of the
/// last one is made once, when the gap is up, however many times it was asked.
public enum ManualRefresh {
    /// The least time from one fetch asked for by key to the next: short enough that a second
    /// press seems answered, long enough that a held key makes a request every 2 seconds at most.
    public static let minimumGap: Duration = .seconds(2)
}
