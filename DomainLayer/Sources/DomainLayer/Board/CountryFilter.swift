/// The countries a person wants races from, by the feed's country codes (AUS, NZ, UK, …); the
/// empty list means every country.
public struct CountryFilter: Sendable, Hashable {
    /// The chosen codes in capitals, in the order given, each once; empty when every country is
    /// shown.
    public let codes: [String]

    /// Every country.
    public static let all = CountryFilter([])

    /// Creates a filter from codes in any case; blank codes are left out. A code no race carries
    /// is no error, as the feed's codes vary: it matches nothing.
    public init(_ codes: some Sequence<String>) {
        var seen = Set<String>()
        self.codes = codes.map { $0.trimmingWhitespace().uppercased() }
            .filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// True when every country is shown.
    public var isAll: Bool { codes.isEmpty }

    /// Whether `race` passes the filter: every race when it is all countries, else a race whose
    /// venue's country is one of the codes. A race whose country the feed does not say is left
    /// out of a filtered board.
    public func includes(_ race: Race) -> Bool {
        includes(venue: race.venue)
    }

    /// Whether `meeting` passes the filter, by the same rule as a race.
    public func includes(_ meeting: Meeting) -> Bool {
        includes(venue: meeting.venue)
    }

    /// The code `venue`'s country is filtered by, as `--country` takes it in capitals; nil when
    /// the feed does not say where it is.
    public static func code(of venue: Venue?) -> String? {
        venue?.country?.trimmingWhitespace().uppercased()
    }

    private func includes(venue: Venue?) -> Bool {
        guard !isAll else { return true }
        guard let country = Self.code(of: venue) else { return false }
        return codes.contains(country)
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
