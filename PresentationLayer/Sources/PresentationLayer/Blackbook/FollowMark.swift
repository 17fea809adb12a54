/// The mark of a race, meeting or runner that a followed name runs in, after its number or name
/// (`R4 +`, `Community Art +`): plain text, the same with colour on or off, so it reads in a pipe
/// and on every terminal.
public enum FollowMark {
    /// What follows the race's number, the meeting's name or the runner's name.
    public static let suffix = " +"
}
