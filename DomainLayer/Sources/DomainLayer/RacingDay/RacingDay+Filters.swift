extension RacingDay {
    /// The day with only the meetings of `categories` in `countries`, as `--filter` and
    /// `--country` choose them for the board; what was skipped stays counted, the codes no
    /// meeting of `categories` is from are in `countryMisses`, and the meetings left out in
    /// `filteredOut`; the meetings carried over from the day before stay marked so.
    public func filtered(by categories: CategoryFilter, countries: CountryFilter) -> RacingDay {
        let chosen = meetings.filter { categories.includes($0.category) }
        let isKept = { (meeting: Meeting) in
            categories.includes(meeting.category) && countries.includes(meeting)
        }
        var day = RacingDay(
            date: date, meetings: meetings.filter(isKept), skippedCount: skippedCount, origin: origin)
        day.countryMisses = countries.misses(among: chosen.map(\.venue?.country))
        day.filteredOut = filteredOut + meetings.filter { !isKept($0) }
        day.carriedOver = carriedOver
        return day
    }
}
