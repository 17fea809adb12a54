extension RacingDay {
    /// The day with only the meetings of `categories` in `countries`, as `--filter` and
    /// `--country` choose them for the board; what was skipped stays counted.
    public func filtered(by categories: CategoryFilter, countries: CountryFilter) -> RacingDay {
        RacingDay(
            date: date,
            meetings: meetings.filter { categories.includes($0.category) && countries.includes($0) },
            skippedCount: skippedCount)
    }
}
