import DataLayer
import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils

extension RacePipelineCheck {
    /// The widths the racing day's screens are laid out at: a wide terminal, a narrow one, and
    /// narrower than any column.
    static let meetingsWidths = [120, 60, 8]

    /// The problems with `body` as a racing day's meetings on their way to a person: decoded,
    /// mapped to a domain day by `MeetingsServiceRepository`, laid out as the meetings table and
    /// its first meetings' views at `meetingsWidths`, at `fixedMoments` and a minute either side
    /// of the first race, with the finder's message for the first meeting's name, and as `--json`;
    /// empty when all is well, and when the decoder rightly rejects the body.
    static func meetingsProblems(_ body: Data) async -> [String] {
        let response: MeetingsResponse
        do {
            response = try MeetingsResponseDecoder.decode(body)
        } catch {
            guard case .invalidResponse = error else { return ["the meetings decoder threw \(error)"] }
            return []
        }
        let day: RacingDay
        do {
            day = try await MeetingsServiceRepository(service: FixedMeetingsService(response: response))
                .racingDay(meetingsDate, timeZone: meetingsZone)
        } catch {
            return ["the meetings repository threw \(error)"]
        }
        var moments = fixedMoments
        if let first = day.meetings.flatMap(\.races).map(\.advertisedStart).min() {
            moments += [first.addingTimeInterval(-60), first, first.addingTimeInterval(60)]
        }
        var problems = finderProblems(day)
        for now in moments {
            problems += racingDayProblems(day, at: now)
        }
        return problems
    }

    /// The date and zone the meetings are asked for.
    private static let meetingsDate = CalendarDate(year: 2023, month: 7, day: 13)!
    private static let meetingsZone = TimeZone(identifier: "Australia/Sydney")!

    /// The problems with the day's table, its first meetings' views and `--json` at `now`.
    private static func racingDayProblems(_ day: RacingDay, at now: Date) -> [String] {
        var problems: [String] = []
        let clock = ClockTimeFormatter(timeZone: meetingsZone)
        for width in meetingsWidths {
            let table = MeetingsTableLayout.lines(for: day, now: now, clock: clock, width: width).map(\.text)
            problems += fitProblems(table, width: width, in: "the meetings table")
            for meeting in day.meetings.prefix(2) {
                let view = MeetingViewModel(meeting: meeting, racingDate: day.date, now: now, clock: clock)
                let lines = MeetingLayout.lines(for: view, width: width).map(\.text)
                problems += fitProblems(lines, width: width, in: "the meeting view")
            }
        }
        let json = MeetingJSONRecord.encode(day, now: now)
        if (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [Any] == nil {
            problems.append("the meetings --json output is not a JSON array: \(json.prefix(200))")
        }
        for meeting in day.meetings.prefix(2) {
            let json = MeetingRacesJSONRecord(meeting: meeting, now: now).json()
            if (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] == nil {
                problems.append("the meeting --json output is not a JSON object: \(json.prefix(200))")
            }
        }
        return problems
    }

    /// The problems with the finder's messages for the first meeting's name, and for it with a
    /// race number it may not have.
    private static func finderProblems(_ day: RacingDay) -> [String] {
        guard let name = day.meetings.first?.name else { return [] }
        let finder = MeetingFinder(meetings: day.meetings)
        let messages = [
            finder.find(name).failureMessage(for: name, on: day.date),
            finder.find(name + "x").failureMessage(for: name + "x", on: day.date),
            finder.findRace(meeting: name, number: 99).failureMessage(
                meeting: name, number: 99, on: day.date),
        ]
        return fitProblems(messages.compactMap { $0 }, width: nil, in: "the finder's message")
    }

    /// A problem for each of `lines` holding a control character or wider than `width`.
    /// The most bytes a line may take, however wide: a few capped texts of a few kilobytes each.
    static let longestLineBytes = 16_384

    private static func fitProblems(_ lines: [String], width: Int?, in place: String) -> [String] {
        lines.compactMap { line in
            if line.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }) {
                return "\(place) has a control character: \(line.debugDescription)"
            }
            if let width, DisplayWidth.columns(of: line) > width {
                return "\(place) has a line wider than \(width) columns: \(line.debugDescription)"
            }
            // Every text in a line was cut to its bound before it was laid out, in characters and
            // scalars alike, so one character of megabytes cannot make a line of them.
            if line.utf8.count > longestLineBytes {
                return "\(place) has a line of \(line.utf8.count) bytes: \(line.prefix(80).debugDescription)…"
            }
            return nil
        }
    }
}

/// A `MeetingsService` that answers every request with the one response.
private struct FixedMeetingsService: MeetingsService {
    let response: MeetingsResponse

    func meetings(on date: CalendarDate, timeZone: TimeZone) async throws(FetchFailure) -> MeetingsResponse {
        response
    }
}
