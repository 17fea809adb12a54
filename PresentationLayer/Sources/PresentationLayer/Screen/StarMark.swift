/// The mark before a starred meeting's name.
public enum StarMark {
    /// `★` where colour is on, else a plain `*`: the same rules (a terminal, not `TERM=dumb`,
    /// no `NO_COLOR`) say whether more than plain text is welcome.
    public static func text(usesColor: Bool) -> String {
        usesColor ? "★" : "*"
    }
}
