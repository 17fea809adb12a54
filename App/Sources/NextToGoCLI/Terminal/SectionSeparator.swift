/// What goes between a section's title and its count, as in `Horse · 5`.
enum SectionSeparator {
    /// `·` where colour is on, else a plain `-`, by the same rule as `StarMark`.
    static func text(usesColor: Bool) -> String {
        usesColor ? "·" : "-"
    }
}
