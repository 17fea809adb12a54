import ArgumentParser
import DomainLayer

/// A `--country` value: one or more country codes separated by commas, in any case, such as
/// `aus,nz`. Codes nexttogo has not seen are allowed, as the feed's codes vary; only something
/// that cannot be a code (a blank, digits, punctuation) is refused.
struct CountryList: ExpressibleByArgument, Equatable {
    /// The longest code taken; the feed's are two or three letters.
    static let longestCode = 8

    let codes: [String]

    init?(argument: String) {
        let codes = argument.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces).uppercased() }
        let valid = codes.allSatisfy { code in
            (1...Self.longestCode).contains(code.count) && code.allSatisfy { $0.isASCII && $0.isLetter }
        }
        guard valid else { return nil }
        self.codes = codes
    }

    /// Codes often seen in the feed, which shell completion offers. The list is open, so it is
    /// not given as `allValueStrings`, which help and errors would read as the only values.
    static let commonCodes = ["aus", "nz", "uk", "ire", "fr", "usa"]

    /// Shell completion offers the common codes.
    static var defaultCompletionKind: CompletionKind {
        .list(commonCodes)
    }
}
