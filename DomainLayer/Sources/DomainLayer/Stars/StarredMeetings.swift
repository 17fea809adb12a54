import Foundation
import SharedUtils

/// The meetings a person follows, matched by name whatever the case, spacing, accents or
/// invisible characters.
///
/// Race ids last minutes, but a meeting's name, such as `Flemington`, is what people follow, so
/// stars are kept by name: `happy  valley` and `Happy Valley` are the same meeting, and so are
/// `Har\u{AD}low` (with a soft hyphen nobody sees) and `Harlow`.
public struct StarredMeetings: Sendable, Hashable {
    /// The starred names, tidied, in the order they were starred.
    public private(set) var names: [String] = []
    private var keys: Set<String> = []

    /// The most characters of a starred name, as of any name shown (`ShownTextLimit.name`): a
    /// meeting's name is cut to it where it comes in, so a longer star could match nothing.
    public static let nameLimit = ShownTextLimit.name

    /// No meeting starred.
    public static let none = StarredMeetings([])

    /// Stars each of `names`; blanks and repeats are left out.
    public init(_ names: some Sequence<String>) {
        for name in names {
            insert(name)
        }
    }

    /// True when no meeting is starred.
    public var isEmpty: Bool { names.isEmpty }

    /// Whether the meeting called `meetingName` is starred.
    public func contains(_ meetingName: String) -> Bool {
        keys.contains(Self.key(meetingName))
    }

    /// The name `meetingName` was starred as, such as `Happy Valley` for `happy valley`; nil
    /// when it is not starred.
    public func starredName(for meetingName: String) -> String? {
        let key = Self.key(meetingName)
        return keys.contains(key) ? names.first { Self.key($0) == key } : nil
    }

    /// Stars `name`, tidied; false when it is blank or already starred.
    @discardableResult
    public mutating func insert(_ name: String) -> Bool {
        let tidied = Self.tidied(name)
        guard !Self.isBlank(name), keys.insert(Self.key(tidied)).inserted else { return false }
        names.append(tidied)
        return true
    }

    /// Unstars the meeting called `name`; returns the name as it was starred, or nil when it was
    /// not.
    @discardableResult
    public mutating func remove(_ name: String) -> String? {
        guard let starred = starredName(for: name) else { return nil }
        keys.remove(Self.key(starred))
        names.removeAll { $0 == starred }
        return starred
    }

    /// `name` as a star is saved, shown and matched: cut to `nameLimit` first (so a name of
    /// megabytes costs what a short one does), with what could steer a terminal and every
    /// invisible character taken out (format characters such as the soft hyphen and the
    /// zero-width space, and the other default ignorables, as `TerminalSafeText` prints names),
    /// without leading or trailing whitespace, each inner run of whitespace made one space, and
    /// in Unicode's canonical composition (NFC).
    ///
    /// NFC rather than NFKC: it changes no character a person sees (`é` typed as `e` and a
    /// combining accent is saved as the one character `é`), whereas NFKC would rewrite what was
    /// typed (`①` as `1`, `ﬁ` as `fi`); compatibility forms are folded only for matching (see
    /// `key`).
    public static func tidied(_ name: String) -> String {
        let capped = ShownTextLimit.capped(name, to: nameLimit)
        // Printable ASCII has nothing to clean or compose: only its spacing to tidy.
        if isPrintableASCII(capped) {
            let bytes = capped.utf8
            let isTidy =
                bytes.first != 0x20 && bytes.last != 0x20
                && !zip(bytes, bytes.dropFirst()).contains { $0 == 0x20 && $1 == 0x20 }
            return isTidy ? capped : capped.split(separator: " ").joined(separator: " ")
        }
        return TerminalSafeText.sanitize(capped).split(
            whereSeparator: \.isWhitespace
        ).joined(separator: " ")
            .precomposedStringWithCanonicalMapping
    }

    /// The meeting's name a person typed as `typed` on the command line, tidied: in title case
    /// when it is all in small or all in capital letters (`happy valley` and `HAPPY VALLEY` are
    /// saved as `Happy Valley`, as meetings are named), else as typed (`McKinnon Park`), so that
    /// `nexttogo stars` lists names as the board shows them without asking the API.
    public static func meetingName(typed: String) -> String {
        let name = tidied(typed)
        let letters = name.unicodeScalars.filter(\.properties.isAlphabetic)
        let isOneCase =
            letters.allSatisfy { !$0.properties.isUppercase }
            || letters.allSatisfy { !$0.properties.isLowercase }
        return isOneCase ? name.capitalized : name
    }

    /// The form two names are compared in: tidied, in lower case, with compatibility forms
    /// folded (NFKD: a full-width `Ｆ` is `F`) and the accents dropped, so `Flémington` is
    /// `flemington`, as a person typing a venue's name expects.
    static func key(_ name: String) -> String {
        let tidied = tidied(name)
        // Printable ASCII has no compatibility forms or accents: lower case is all it takes.
        if isPrintableASCII(tidied) { return tidied.lowercased() }
        let scalars = tidied.lowercased().decomposedStringWithCompatibilityMapping.unicodeScalars
            .filter { $0.properties.generalCategory != .nonspacingMark }
        // Swift compares and hashes strings by canonical equivalence, so no recomposition.
        return String(String.UnicodeScalarView(scalars))
    }

    /// Whether `name` has nothing to show once cleaned: only whitespace, escape sequences and
    /// invisible characters, however many (a long blank name is not cut to a visible `…`).
    public static func isBlank(_ name: String) -> Bool {
        TerminalSafeText.sanitize(name).allSatisfy(\.isWhitespace)
    }

    /// Whether `text` is only printable ASCII (space to tilde), which tidying and folding leave
    /// as it is but for its spacing and case: the common case, taken without Unicode's tables.
    private static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { (0x20...0x7E).contains($0) }
    }
}
