/// What goes between a section's title and its count, as in `Horse · 5`.
public enum SectionSeparator {
    /// `·` where colour is on, else a plain `-`, by the same rule as `StarMark`.
    public static func text(usesColor: Bool) -> String {
        usesColor ? "·" : "-"
    }
}
