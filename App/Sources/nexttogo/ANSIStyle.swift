/// The escape sequences nexttogo writes, one constant per meaning.
enum ANSIStyle {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let dim = "\u{1B}[2m"
    static let soon = "\u{1B}[33m"
    static let jumped = "\u{1B}[31m"
}
