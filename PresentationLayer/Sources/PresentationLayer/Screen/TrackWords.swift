/// The track's state as a punter reads it, wherever it shows (a race's details, the racing day).
enum TrackWords {
    /// The track's state with its rating apart from its word: `Good4` as `Good 4`.
    static func spelled(_ text: String) -> String {
        guard let last = text.last, last.isASCII, last.isNumber,
            let letter = text.lastIndex(where: { !($0.isASCII && $0.isNumber) }), text[letter].isLetter
        else { return text }
        let digits = text.index(after: letter)
        return text[..<digits] + " " + text[digits...]
    }
}
