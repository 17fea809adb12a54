import SharedUtils

/// The racing day as the watch screen last fetched it: the day (`value`), when it was fetched,
/// and the failure of the latest fetch, if it failed (the day then is the last good one, stale).
public typealias RacingDaySnapshot = Polled<RacingDay, FetchFailure>
