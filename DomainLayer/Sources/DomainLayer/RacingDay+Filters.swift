extension RacingDay {
    /// The day with only the meetings of `categories` in `countries`, as `--filter` and
    /// `--country` choose them for the board; what was skipped stays counted, and the codes no
    /// meeting of `categories` is from are in `countryMisses`.
    public func filtered(by categories: CategoryFilter, countries: CountryFilter) -> RacingDay {
        let chosen = meetings.filter { categories.includes($0.category) }
        var day = RacingDay(
            date: date, meetings: chosen.filter { countries.includes($0) }, skippedCount: skippedCount)
        day.countryMisses = countries.misses(among: chosen.map(\.venue?.country))
        return day
    }
}
