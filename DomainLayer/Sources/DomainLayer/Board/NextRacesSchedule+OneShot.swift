extension NextRacesSchedule {
    /// The most requests a board asked for once (the one-shot table, `--json`) makes, whichever
    /// route answers; with `--timeout` for each and a second to spare, its bound in time.
    public static let oneShotRequestLimit = 4

    /// The schedule of a board asked for once: a ladder of three counts, so that it keeps within
    /// `oneShotRequestLimit`. The first route answering climbs the ladder in three requests; the
    /// second, after the first route's refusal, in four; the racing day, after both refusals,
    /// asks today and tomorrow once whatever the count (the route takes none).
    public static let oneShot = NextRacesSchedule(requestCounts: [10, 50, 200])
}
