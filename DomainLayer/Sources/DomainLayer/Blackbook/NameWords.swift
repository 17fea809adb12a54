import Foundation

/// A name reduced to the words that say whom or what it names, as a punter types it: whatever
/// the case, accents, punctuation and spacing, and with anything in brackets left out, so
/// `j. mcdonald` is `J McDonald`, `O'Brien` is `OBrien`, `José` is `Jose` and `Kerrin McEvoy (a2)`
/// is `Kerrin McEvoy`.
struct NameWords: Hashable, Sendable {
    /// Country suffixes a feed adds to a runner's name, such as `Nz` in `American Hammer Nz`.
    private static let countrySuffixes: Set<String> = [
        "arg", "aus", "brz", "can", "chi", "fr", "fra", "gb", "ger", "ire", "ity", "jpn", "nz", "saf",
        "usa",
    ]

    /// The words, in lower case, without accents or punctuation.
    let words: [String]

    /// The words of `name`: the words of a star's key (tidied, in lower case, accents dropped),
    /// with bracketed parts taken out, apostrophes dropped inside a word, and any
    /// other character that is neither a letter nor a digit splitting words.
    init(_ name: String) {
        var words: [String] = []
        var word = ""
        var depth = 0
        for character in StarredMeetings.key(name) {
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth = max(0, depth - 1)
            case "'", "\u{2019}", "\u{02BC}", "`": continue
            default:
                guard depth == 0 else { continue }
                if character.isLetter || character.isNumber {
                    word.append(character)
                } else if !word.isEmpty {
                    words.append(word)
                    word = ""
                }
            }
        }
        if !word.isEmpty { words.append(word) }
        self.words = words
    }

    /// True when the first of two or more words is one letter, as in `J McDonald`.
    var startsWithInitial: Bool {
        words.count >= 2 && words[0].count == 1
    }

    /// Whether a followed name of these words names `other`, a name from a card: the same words;
    /// or the same but for the first, which is an initial of the other's (`J McDonald` and
    /// `James McDonald`, either way round) when `allowsInitial`; or, when `allowsCountry`,
    /// `other` with a country suffix (`American Hammer` and `American Hammer Nz`).
    func names(_ other: NameWords, allowsInitial: Bool, allowsCountry: Bool) -> Bool {
        guard !words.isEmpty else { return false }
        if words == other.words { return true }
        if allowsCountry, other.words.count == words.count + 1,
            let suffix = other.words.last, Self.countrySuffixes.contains(suffix),
            Array(other.words.dropLast()) == words
        {
            return true
        }
        guard allowsInitial, words.count >= 2, words.count == other.words.count,
            words.dropFirst() == other.words.dropFirst()
        else { return false }
        let (mine, theirs) = (words[0], other.words[0])
        return (mine.count == 1 && theirs.hasPrefix(mine)) || (theirs.count == 1 && mine.hasPrefix(theirs))
    }
}
