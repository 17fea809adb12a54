import DomainLayer
import Foundation
import SharedUtils
import Testing

@testable import PresentationLayer

/// `nexttogo meetings`: one row per meeting, in the day's order, fitted to a width.
@Suite struct MeetingsTableLayoutTests {
    private let now = MeetingSamples.now
    private let clock = ClockTimeFormatter(timeZone: TimeZone(identifier: "UTC")!)

    private var day: RacingDay {
        let finished = MeetingSamples.meeting(
            "Casino", venue: Venue(name: "Casino", state: "NSW", country: "AUS"),
            races: [MeetingSamples.race(1, startsIn: -30, .final, placings: [[1], [2], [3]])])
        let abandoned = MeetingSamples.meeting(
            "Gosford", races: [MeetingSamples.race(1, startsIn: 30, .abandoned)])
        let soon = MeetingSamples.meeting(
            "Happy Valley", .horse, venue: Venue(name: "Happy Valley", state: nil, country: "HK"),
            track: "Good", weather: "FINE", races: [MeetingSamples.race(1, startsIn: 1)])
        return RacingDay(
            date: MeetingSamples.date, meetings: [finished, abandoned, MeetingSamples.shepparton, soon])
    }

    @Test func aRowShowsRacesRunTheNextRaceWithItsCountdownAndTheConditions() throws {
        let row = MeetingRowViewModel(meeting: MeetingSamples.shepparton, now: now, clock: clock)

        #expect(row.categoryName == "Greyhound")
        #expect(row.meetingName == "Shepparton")
        #expect(row.locationText == "VIC")
        #expect(row.racesText == "5/9")
        #expect(row.progressText == "R6 in 4m 05s")
        let countdown = try #require(row.progressCountdown, "a page ticks the countdown")
        #expect(countdown.line == row.progressText)
        #expect(countdown.lead == "R6 ")
        #expect(countdown.wording == .inOrJumped)
        #expect(countdown.start == now.addingTimeInterval(245))
        #expect(row.trackText == "Good 4")
        #expect(row.weatherText == "Overcast")
        #expect(row.style == .toRun(.soon))
    }

    @Test func meetingsWithNoRaceLeftSayFinishedOrAbandonedAndComeLast() {
        let lines = MeetingsTableLayout.lines(for: day, now: now, clock: clock, width: nil)

        #expect(lines[0].style == .header)
        #expect(
            lines[0].text.split(separator: " ") == [
                "Category", "Meeting", "Races", "Next", "Track", "Weather",
            ])
        #expect(lines.map(\.style) == [.header, .toRun(.soon), .toRun(.soon), .run, .abandoned])
        #expect(lines[1].text.contains("Happy Valley HK"))
        #expect(lines[1].text.contains("R1 in 1m 00s"))
        #expect(lines[3].text.contains("finished"))
        #expect(lines[4].text.contains("abandoned"))
        #expect(lines[4].text.contains("0/1"))
        #expect(
            lines.map(\.id) == [
                nil, "meeting-Happy Valley-horse", "meeting-Shepparton-greyhound", "meeting-Casino-greyhound",
                "meeting-Gosford-greyhound",
            ])
    }

    @Test func aNarrowingWidthDropsTheWeatherThenTrackThenLocationThenCategoryNamesBeforeCuttingNames() {
        let rows = MeetingRowViewModel.rows(for: day, now: now, clock: clock)
        func widest(_ columns: MeetingsTableLayout.Columns) -> Int {
            MeetingsTableLayout.lines(for: rows, width: nil, columns: columns).map {
                DisplayWidth.columns(of: $0.text)
            }
            .max() ?? 0
        }
        let noWeather = MeetingsTableLayout.Columns(
            showsLocation: true, showsTrack: true, showsWeather: false)
        let noTrack = MeetingsTableLayout.Columns(showsLocation: true, showsTrack: false, showsWeather: false)
        let noLocation = MeetingsTableLayout.Columns(
            showsLocation: false, showsTrack: false, showsWeather: false)
        func columns(_ width: Int) -> MeetingsTableLayout.Columns {
            MeetingsTableLayout.columns(for: rows, width: width)
        }

        #expect(columns(widest(.full)) == .full)
        #expect(columns(widest(.full) - 1) == noWeather)
        #expect(columns(widest(noWeather) - 1) == noTrack)
        #expect(columns(widest(noTrack) - 1) == noLocation)
        let letters = MeetingsTableLayout.Columns(
            showsLocation: false, showsTrack: false, showsWeather: false, spellsCategories: false)
        #expect(columns(widest(noLocation) - 1) == letters)
        #expect(columns(widest(letters) - 1) == letters)
        let narrow = MeetingsTableLayout.lines(for: rows, width: widest(letters))
        #expect(narrow[0].text.hasPrefix("   Meeting"), "\(narrow)")
        #expect(
            narrow.dropFirst().allSatisfy { ["H ", "G ", "T "].contains($0.text.prefix(2)) }, "\(narrow)")
        let cut = MeetingsTableLayout.lines(for: rows, width: widest(letters) - 4)
        #expect(cut.contains { $0.text.contains("Happy V…") })
        #expect(!cut.contains { $0.text.contains("HK") || $0.text.contains("Horse") })
    }

    @Test func aNextRaceWithNoNumberShowsItsCountdownAfterRDash() {
        let special = MeetingSamples.meeting("Special", races: [MeetingSamples.race(nil, startsIn: 2)])

        #expect(MeetingRowViewModel(meeting: special, now: now, clock: clock).progressText == "R– in 2m 00s")
    }

    @Test(
        arguments: zip(
            [1_439, 1_440, 60 * 24 * 40, -1_500] as [Double],
            ["R1 in 23h 59m", "R1 on 2023-07-14 06:00", "R1 on 2023-08-22 06:00", "R1 due 2023-07-12 05:00"]))
    func aNextRaceADayOrMoreAwayShowsItsDateAndTimeNotHoursOfCountdown(minutes: Double, progress: String) {
        let far = MeetingSamples.meeting("Sandown", races: [MeetingSamples.race(1, startsIn: minutes)])

        let meetingRow = MeetingRowViewModel(meeting: far, now: now, clock: clock)
        #expect(meetingRow.progressText == progress)
        let row = MeetingRaceRowViewModel(race: far.races[0], now: now, clock: clock)
        #expect(row.statusText == String(progress.dropFirst(3)))
        let isCountdown = minutes.magnitude < 1_440
        #expect(meetingRow.progressCountdown?.line == (isCountdown ? progress : nil), "a date does not tick")
        #expect(row.statusCountdown?.line == (isCountdown ? row.statusText : nil))
    }

    @Test(arguments: [200, 120, 80, 60, 40, 30, 20, 8, 1])
    func everyLineFitsTheWidthInDisplayColumns(width: Int) {
        let wide = MeetingSamples.meeting(
            "東京シティ競馬 🏇 " + String(repeating: "Long ", count: 60), .horse,
            races: [MeetingSamples.race(1, startsIn: 90)])
        let lines = MeetingsTableLayout.lines(
            for: RacingDay(date: MeetingSamples.date, meetings: day.meetings + [wide]), now: now,
            clock: clock,
            width: width)

        #expect(lines.allSatisfy { DisplayWidth.columns(of: $0.text) <= width })
        #expect(lines.count == 6)
    }

    @Test func aDayWithNoMeetingsSaysSoWithANextStep() {
        let empty = RacingDay(date: MeetingSamples.date, meetings: [])
        let horses = RacingDay(
            date: MeetingSamples.date,
            meetings: [
                MeetingSamples.meeting("Flemington", .horse, races: [MeetingSamples.race(1, startsIn: 5)])
            ])

        let lines = MeetingsTableLayout.lines(for: empty, now: now, clock: clock, width: nil)
        let filtered = MeetingsTableLayout.lines(
            for: horses.filtered(by: CategoryFilter([.harness]), countries: .all), now: now, clock: clock,
            width: nil)
        let filteredEmpty = MeetingsTableLayout.lines(
            for: empty.filtered(by: CategoryFilter([.harness]), countries: .all), now: now, clock: clock,
            width: nil)

        #expect(
            lines.map(\.text) == [
                "There are no meetings on 2023-07-13; try another day with --date (today, tomorrow, yesterday or YYYY-MM-DD)."
            ])
        #expect(
            filtered.map(\.text) == [
                "No meetings on 2023-07-13 are left by --filter and --country (or the config file's); try without them, or another day with --date."
            ])
        #expect(filteredEmpty == lines, "filters that hid nothing are not blamed")
        #expect(
            MeetingsTableLayout.lines(for: empty, now: now, clock: clock, width: 30).allSatisfy {
                $0.text.count <= 30
            })
    }

    @Test func aRaceOpenPastItsStartShowsHowLongAgoItJumped() {
        let late = MeetingSamples.meeting("Late", races: [MeetingSamples.race(3, startsIn: -0.5)])

        #expect(MeetingRowViewModel(meeting: late, now: now, clock: clock).progressText == "R3 jumped 30s")
        #expect(MeetingRowViewModel(meeting: late, now: now, clock: clock).style == .toRun(.jumped))
    }
}
