import DomainLayer
import Foundation

/// The rules of the racing day over the watch board: which level is open (the day's meetings,
/// or one meeting's races), which row is selected at each, what Enter and Escape do there, and
/// the panel that shows it.
///
/// Selection is an id (a meeting's or a race's), never a laid-out line. However large the day,
/// a frame lays out only the rows around the selected one (`RacingDayPanel`): the day is filtered
/// and its meetings ordered once per fetch and filter (`OrderedRacingDay`), again only when a
/// race's start changes that order, and the widths of the columns the clock does not change are
/// measured once with them.
struct RacingDayBrowser: Sendable {
    /// What Enter asks for.
    enum Opening: Equatable {
        /// Nothing: no row is selected, or the day has not arrived.
        case nothing
        /// A meeting's races, now shown.
        case meeting
        /// This race's card.
        case raceCard(Race)
    }

    /// The id of the meeting whose races show; nil while the day's meetings show.
    private(set) var openMeetingID: String?
    /// The selected meeting's id, kept when its races are open so Escape comes back to it.
    private var selectedMeetingID: String?
    /// The selected race's id in the open meeting.
    private var selectedRaceID: String?
    /// The day as last ordered, kept while it holds.
    private var ordered: OrderedRacingDay?

    /// Makes the day ready for `now`: `day` (nil before it arrives, and while every fetch has
    /// failed) of fetch `generation` filtered by `filter`, ordered anew only when one of these
    /// changed or the order no longer holds.
    mutating func prepare(
        day: RacingDay?, generation: Int, filter: CategoryFilter, countries: CountryFilter, now: Date,
        clock: ClockTimeFormatter
    ) {
        guard let day else {
            ordered = nil
            return
        }
        let key = OrderedRacingDay.Key(generation: generation, filter: filter)
        if ordered == nil || ordered?.key != key || ordered?.holds(at: now) != true {
            ordered = OrderedRacingDay(
                key: key, day: day.filtered(by: filter, countries: countries), now: now)
        }
        ordered?.openMeeting(openMeetingID, clock: clock)
        if openMeetingID != nil, ordered?.openMeeting == nil {
            // The open meeting has gone (a fetch without it, or a filter that hides it): back to
            // the day's meetings, where its row was.
            openMeetingID = nil
            selectedRaceID = nil
        }
    }

    /// How many rows the level open has: the day's meetings, or the open meeting's races.
    private var rowCount: Int {
        guard let ordered else { return 0 }
        return ordered.openRaces?.count ?? ordered.meetings.count
    }

    /// The id of the row at `index` of the level open.
    private func rowID(at index: Int) -> String? {
        guard let ordered, index >= 0, index < rowCount else { return nil }
        return ordered.openRaces?[index].id ?? ordered.meetings[index].id
    }

    /// The position of the selected row among the level's rows at `now`: the one chosen, while it
    /// is still there, else the first still to run (the meeting or race a person most likely
    /// wants), else the first; nil when there is no row.
    func selectedIndex(at now: Date) -> Int? {
        guard let ordered else { return nil }
        if let races = ordered.openRaces {
            guard !races.isEmpty else { return nil }
            return selectedRaceID.flatMap { ordered.racePositions[$0] }
                ?? races.firstIndex { $0.isToRun(at: now) } ?? 0
        }
        guard !ordered.meetings.isEmpty else { return nil }
        // The meetings still to run come first, so the first of them is the first row.
        return selectedMeetingID.flatMap { ordered.meetingPositions[$0] } ?? 0
    }

    /// Moves the selection `offset` rows, no further than the first and last.
    mutating func move(by offset: Int, at now: Date) {
        guard let current = selectedIndex(at: now),
            let moved = rowID(at: max(0, min(rowCount - 1, current + offset)))
        else { return }
        if openMeetingID == nil { selectedMeetingID = moved } else { selectedRaceID = moved }
    }

    /// Opens the selected row: a meeting's races, or a race's card.
    mutating func enter(at now: Date, clock: ClockTimeFormatter) -> Opening {
        guard let ordered, let index = selectedIndex(at: now) else { return .nothing }
        guard let meeting = ordered.openMeeting else {
            selectedMeetingID = ordered.meetings[index].id
            openMeetingID = selectedMeetingID
            selectedRaceID = nil
            self.ordered?.openMeeting(openMeetingID, clock: clock)
            return .meeting
        }
        // A race with no number (a special) has no card nexttogo can read.
        guard let card = Race(meeting: meeting, race: meeting.races[index]) else { return .nothing }
        return .raceCard(card)
    }

    /// Goes back one level; false when the day's meetings were showing, which closes them.
    mutating func back() -> Bool {
        guard openMeetingID != nil else { return false }
        openMeetingID = nil
        selectedRaceID = nil
        ordered?.openMeeting(nil, clock: nil)
        return true
    }

    /// The panel at `now`: the lines of the level open, `width` wide, with the rows laid out
    /// only `around` rows either side of the selected one (a screen's height is enough); the
    /// meetings and races a followed name runs in are marked.
    func panel(
        hasFailed: Bool, now: Date, clock: ClockTimeFormatter, width: Int, around: Int, status: String,
        isStale: Bool, followed: FollowedRaces = .none
    ) -> RacingDayPanel {
        func panel(_ lines: [RacingDayLine], selected: Int? = nil, offset: Int = 0, count: Int = 0)
            -> RacingDayPanel
        {
            RacingDayPanel(
                lines: lines, selectedID: selected.flatMap(rowID(at:)), showsMeeting: openMeetingID != nil,
                statusText: status, isStale: isStale, rowOffset: offset, rowCount: count)
        }
        guard let ordered else {
            let text =
                hasFailed ? "The day's meetings could not be fetched yet." : "Loading the day's meetings…"
            return panel([RacingDayLine(text: text, style: .note)])
        }
        let selected = selectedIndex(at: now)
        let count = rowCount
        let window = Self.window(around: selected ?? 0, reach: around, count: count)
        guard let meeting = ordered.openMeeting else {
            guard count > 0 else {
                return panel(
                    MeetingsTableLayout.lines(
                        for: ordered.day, now: now, clock: clock, width: width, suggestsOptions: false))
            }
            let rows = ordered.meetings[window].map {
                MeetingRowViewModel(
                    meeting: $0, now: now, clock: clock,
                    isFollowed: $0.races.contains { followed.contains(raceID: $0.id) })
            }
            let lines = MeetingsTableLayout.lines(for: rows, width: width, hints: ordered.meetingHints)
            return panel(lines, selected: selected, offset: window.lowerBound, count: count)
        }
        let viewModel = MeetingViewModel(
            meeting: meeting, racingDate: ordered.day.date, now: now, clock: clock, window: window,
            followed: followed)
        let lines = MeetingLayout.lines(for: viewModel, width: width, hints: ordered.raceHints)
        return panel(lines, selected: selected, offset: window.lowerBound, count: count)
    }

    /// The rows laid out: `reach` either side of `selected`, of `count`; every window a screen of
    /// `reach` rows shows around `selected` lies within.
    static func window(around selected: Int, reach: Int, count: Int) -> Range<Int> {
        let lower = max(0, selected - reach)
        return lower..<min(count, selected + reach + 1)
    }
}

extension Race {
    /// The race `race` of `meeting` as the board knows races, for its details until its card
    /// comes; nil for a race without a number (a special), which the board never lists.
    init?(meeting: Meeting, race: MeetingRace) {
        guard let number = race.number else { return nil }
        self.init(
            id: race.id, category: meeting.category, meetingName: meeting.name, raceNumber: number,
            raceName: race.name, advertisedStart: race.advertisedStart, venue: meeting.venue)
    }
}
