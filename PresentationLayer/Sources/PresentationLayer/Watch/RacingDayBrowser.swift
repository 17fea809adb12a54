import DomainLayer
import Foundation

/// The rules of the racing day over the watch board: which level is open (the day's meetings,
/// or one meeting's races), which row is selected at each, and what Enter and Escape do there.
struct RacingDayBrowser: Sendable, Equatable {
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

    /// The lines of the level open, from `day` (nil before it arrives, and while every fetch
    /// `hasFailed`) at `now`, `width` wide.
    func lines(day: RacingDay?, hasFailed: Bool, now: Date, clock: ClockTimeFormatter, width: Int)
        -> [RacingDayLine]
    {
        guard let day else {
            let text =
                hasFailed ? "The day's meetings could not be fetched yet." : "Loading the day's meetings…"
            return [RacingDayLine(text: text, style: .note)]
        }
        guard let meeting = openMeeting(in: day) else {
            return MeetingsTableLayout.lines(for: day, now: now, width: width, suggestsOptions: false)
        }
        let viewModel = MeetingViewModel(
            meeting: meeting, racingDate: day.date, now: now, clock: clock)
        return MeetingLayout.lines(for: viewModel, width: width)
    }

    /// The selected row's id among `lines`: the one chosen, while it is still there, else the
    /// first row still to run (the meeting or race a person most likely wants), else the first.
    func selectedID(in lines: [RacingDayLine]) -> String? {
        let ids = lines.compactMap(\.id)
        let chosen = openMeetingID == nil ? selectedMeetingID : selectedRaceID
        let firstToRun = lines.first { line in
            guard line.id != nil, case .toRun = line.style else { return false }
            return true
        }
        return chosen.flatMap { ids.contains($0) ? $0 : nil } ?? firstToRun?.id ?? ids.first
    }

    /// Moves the selection `offset` rows among `lines`, no further than the first and last.
    mutating func move(by offset: Int, in lines: [RacingDayLine]) {
        let ids = lines.compactMap(\.id)
        guard !ids.isEmpty else { return }
        let current = selectedID(in: lines).flatMap { ids.firstIndex(of: $0) } ?? 0
        let moved = ids[max(0, min(ids.count - 1, current + offset))]
        if openMeetingID == nil { selectedMeetingID = moved } else { selectedRaceID = moved }
    }

    /// Opens the selected row of `lines`: a meeting's races, or a race's card.
    mutating func enter(day: RacingDay?, lines: [RacingDayLine]) -> Opening {
        guard let day, let id = selectedID(in: lines) else { return .nothing }
        guard let meeting = openMeeting(in: day) else {
            selectedMeetingID = id
            openMeetingID = id
            selectedRaceID = nil
            return .meeting
        }
        // A race with no number (a special) has no card nexttogo can read.
        guard let race = meeting.races.first(where: { $0.id == id }),
            let card = Race(meeting: meeting, race: race)
        else { return .nothing }
        return .raceCard(card)
    }

    /// Goes back one level; false when the day's meetings were showing, which closes them.
    mutating func back() -> Bool {
        guard openMeetingID != nil else { return false }
        openMeetingID = nil
        selectedRaceID = nil
        return true
    }

    /// The open meeting of `day`; nil while the day's meetings show, or when it has gone.
    private func openMeeting(in day: RacingDay) -> Meeting? {
        openMeetingID.flatMap { id in day.meetings.first { $0.id == id } }
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
