import ArgumentParser
import DomainLayer

/// A `--country` value: one or more country codes separated by commas, in any case, such as
/// `aus,nz`. Codes nexttogo has not seen are allowed, as the feed's codes vary; only something
/// that cannot be a code (a blank, digits, punctuation) is refused.
struct CountryList: ExpressibleByArgument, Equatable {
    let codes: [String]

    init?(argument: String) {
        guard let codes = CountryFilter.codes(argument) else { return nil }
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
