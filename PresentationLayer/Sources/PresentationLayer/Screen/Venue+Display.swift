import DomainLayer
import Foundation

extension Venue {
    /// Where the venue is in a word, as a punter reads it after a meeting's name: the state in
    /// Australia, such as `VIC`, and the country code elsewhere, such as `UK` or `NZ`; nil when
    /// the feed says neither. Canada, `CA` in the feed, is `CAN`, as `CA` beside a meeting
    /// reads as California.
    public var locationText: String? {
        let state = Self.code(state)
        let country = Self.code(country)
        guard let country, country.uppercased() != "AUS" else { return state ?? country }
        return Self.shownCountries[country.uppercased()] ?? country
    }

    /// The countries shown otherwise than the feed writes them.
    private static let shownCountries = ["CA": "CAN"]

    /// `text` trimmed, or nil when nothing is left.
    private static func code(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespaces), !trimmed.isEmpty else { return nil }
        return trimmed
    }
}
