import DomainLayer
import Foundation

/// A racing day as the watch screen lists it: filtered, its meetings in reading order, with
/// where each row is and the widths the columns need, all worked out once and kept while they
/// hold, so a frame of a day of tens of thousands of meetings costs what a frame of a few does.
///
/// The order holds until the next fetch or filter, or until a race whose status the API did not
/// give reaches its start (`MeetingRace.isToRun`), which can move its meeting down the list.
struct OrderedRacingDay: Sendable {
    /// What the order was made from: a fetch of the day and the categories shown.
    struct Key: Sendable, Equatable {
        /// Which fetch of the day.
        let generation: Int
        /// The categories shown.
        let filter: CategoryFilter
    }

    /// What the order was made from.
    let key: Key
    /// The day, filtered.
    let day: RacingDay
    /// The day's meetings in reading order (`RacingDay.meetings(orderedAt:)`).
    let meetings: [Meeting]
    /// Each meeting's position in `meetings`, by id.
    let meetingPositions: [String: Int]
    /// The widths of the meetings' columns the clock does not change.
    let meetingHints: MeetingsTableLayout.WidthHints
    /// When the order was made, and the first moment it may no longer hold.
    private let madeAt: Date
    private let validUntil: Date
    /// The meeting whose races show; nil while the day's meetings do.
    private(set) var openMeeting: Meeting?
    /// Each of its races' position, by id.
    private(set) var racePositions: [String: Int] = [:]
    /// The widths of its races' columns the clock does not change.
    private(set) var raceHints: MeetingLayout.WidthHints?

    /// Orders `day`'s meetings at `now`.
    init(key: Key, day: RacingDay, now: Date) {
        self.key = key
        self.day = day
        meetings = day.meetings(orderedAt: now)
        meetingPositions = Dictionary(
            meetings.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        meetingHints = MeetingsTableLayout.WidthHints(meetings: meetings)
        madeAt = now
        validUntil =
            day.meetings.lazy.flatMap(\.races)
            .filter { $0.status == .unknown && $0.advertisedStart > now }
            .map(\.advertisedStart).min() ?? .distantFuture
    }

    /// Whether the order made holds at `now`: no race's start has passed since that changes it,
    /// and the clock has not gone back.
    func holds(at now: Date) -> Bool {
        madeAt <= now && now < validUntil
    }

    /// The races of the open meeting, in race order; nil while the day's meetings show.
    var openRaces: [MeetingRace]? { openMeeting?.races }

    /// Opens the meeting with `id` (nil for none, or when the day no longer has it), measuring its
    /// races once for `clock`; the same meeting again keeps what was measured.
    mutating func openMeeting(_ id: String?, clock: ClockTimeFormatter?) {
        let meeting = id.flatMap { meetingPositions[$0] }.map { meetings[$0] }
        guard meeting?.id != openMeeting?.id || (meeting != nil && raceHints == nil) else { return }
        openMeeting = meeting
        racePositions = Dictionary(
            (meeting?.races ?? []).enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        raceHints = meeting.flatMap { meeting in
            clock.map { MeetingLayout.WidthHints(races: meeting.races, clock: $0) }
        }
    }
}
