import DomainLayer
import Foundation
import PresentationLayer
import TestSupport
import Testing

@Suite struct RaceDetailsViewModelTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let clock = ClockTimeFormatter(timeZone: TimeZone(identifier: "UTC")!)

    private func race(details: RaceForm?) -> Race {
        Race(
            id: "r1", category: .greyhound, meetingName: "Shepparton", raceNumber: 6, raceName: "Maiden",
            advertisedStart: now.addingTimeInterval(245), details: details)
    }

    private func values(_ viewModel: RaceDetailsViewModel) -> [String: String] {
        Dictionary(uniqueKeysWithValues: viewModel.lines.map { ($0.label, $0.value) })
    }

    @Test func everyPublishedPartIsShownInWords() {
        let details = RaceForm(
            distance: 515, distanceUnit: "m", trackCondition: "Good4", weather: "FINE", raceClass: "Grade 5",
            startType: "Boxes", prizeMoney: 1_250_000.4, comment: "Should lead.")
        let viewModel = RaceDetailsViewModel(race: race(details: details), now: now, clock: clock)

        #expect(viewModel.title == "Greyhound · Shepparton R6")
        #expect(
            values(viewModel) == [
                "Race name": "Maiden", "Starts": "01:04 (starts in 4 minutes 5 seconds)", "Distance": "515m",
                "Track": "Good 4", "Weather": "Fine", "Class": "Grade 5", "Start type": "Boxes",
                "Prize money": "$1,250,000", "Comment": "Should lead.",
            ])
    }

    @Test(arguments: [nil, RaceForm()])
    func whatTheFeedDoesNotPublishSaysSo(details: RaceForm?) {
        let viewModel = RaceDetailsViewModel(race: race(details: details), now: now, clock: clock)
        let unpublished = viewModel.lines.filter { $0.value == RaceDetailsViewModel.notPublished }.map(
            \.label)
        #expect(
            unpublished == ["Distance", "Track", "Weather", "Class", "Start type", "Prize money", "Comment"])
    }

    @Test(arguments: [1e19, 1e300, Double.infinity, Double.nan])
    func prizeMoneyNoIntCanHoldIsNotPublished(amount: Double) {
        let viewModel = RaceDetailsViewModel(
            race: race(details: RaceForm(prizeMoney: amount)), now: now, clock: clock)
        #expect(values(viewModel)["Prize money"] == RaceDetailsViewModel.notPublished)
    }

    @Test func aStartBeyondAnyIntOfSecondsStillHasDetails() {
        let farOff = Race(
            id: "r1", category: .greyhound, meetingName: "Shepparton", raceNumber: 6, raceName: "Maiden",
            advertisedStart: now.addingTimeInterval(1e20))
        let viewModel = RaceDetailsViewModel(race: farOff, now: now, clock: clock)
        #expect(values(viewModel)["Starts"]?.isEmpty == false)
        #expect(viewModel.lines.count == 9)
    }

    @Test(
        arguments: [
            (-43_200, "2026-01-14 13:00"), (-43_199, "13:00 (started 11 hours 59 minutes ago)"),
            (43_140, "12:59 (starts in 11 hours 59 minutes)"), (43_200, "2026-01-15 13:00"),
            (106_272_000, "2029-05-29 01:00"),
        ] as [(Int, String)])
    func aStartTwelveHoursOrMoreAwayShowsItsDate(secondsToStart: Int, starts: String) {
        let race = Race(
            id: "r1", category: .greyhound, meetingName: "Shepparton", raceNumber: 6, raceName: "Maiden",
            advertisedStart: now.addingTimeInterval(TimeInterval(secondsToStart)))

        let viewModel = RaceDetailsViewModel(race: race, now: now, clock: clock)

        #expect(values(viewModel)["Starts"] == starts)
    }

    @Test(arguments: [("OCAST", "Overcast"), ("SHWRY", "Showery"), ("CLOUDY", "Cloudy")])
    func theAPIsWeatherCodesAreSpelledOutAsOnTheRacingDay(code: String, words: String) {
        let viewModel = RaceDetailsViewModel(
            race: race(details: RaceForm(weather: code)), now: now, clock: clock)
        #expect(values(viewModel)["Weather"] == words)
    }

    @Test func weatherInMixedCaseIsLeftAsItIs() {
        let viewModel = RaceDetailsViewModel(
            race: race(details: RaceForm(weather: "Light rain")), now: now, clock: clock)
        #expect(values(viewModel)["Weather"] == "Light rain")
    }

    @Test func theJSONRecordHasTheRaceAndEveryPartOfTheFormWithNullsForTheMissing() throws {
        let record = RaceDetailsJSONRecord(
            race: race(details: RaceForm(distance: 515, distanceUnit: "m")), now: now, isStarred: true)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(record.json().utf8)) as? [String: Any])

        #expect(object["race_id"] as? String == "r1")
        #expect(object["starred"] as? Bool == true)
        #expect(object["seconds_to_start"] as? Int == 245)
        #expect(object["distance"] as? Int == 515)
        #expect(object["distance_unit"] as? String == "m")
        for key in ["track_condition", "weather", "class", "start_type", "prize_money", "comment"] {
            #expect(object[key] is NSNull, "\(key)")
        }
    }

    @Test(arguments: [
        ("one two three four", 9, ["one two", "three", "four"]),
        ("short", 40, ["short"]),
        ("a extraordinarily b", 5, ["a", "extraordinarily", "b"]),
        ("", 10, []),
    ])
    func textWrapsBetweenWordsWithinTheWidth(text: String, width: Int, expected: [String]) {
        #expect(TextWrapping.lines(text, width: width) == expected)
    }

    @Test(arguments: [
        ("東京 大阪 名古屋", 9, ["東京 大阪", "名古屋"]), ("東京 大阪 名古屋", 6, ["東京", "大阪", "名古屋"]),
        ("🏇 🏇 🏇", 5, ["🏇 🏇", "🏇"]),
    ])
    func wideTextWrapsByDisplayColumns(text: String, width: Int, expected: [String]) {
        #expect(TextWrapping.lines(text, width: width) == expected)
    }

    @Test func hangingLinesKeepTheSpacingInsideALineAndIndentWhatFollowsTwoMore() {
        #expect(
            TextWrapping.hangingLines("  02:00  Albion Park R7  nexttogo race 1138 --demo", width: 30) == [
                "  02:00  Albion Park R7",
                "    nexttogo race 1138 --demo",
            ])
        #expect(TextWrapping.hangingLines("short", width: 30) == ["short"])
        #expect(
            TextWrapping.hangingLines("unbreakable-stretch-of-text", width: 10) == [
                "unbreakable-stretch-of-text"
            ])
    }

    @Test(arguments: [
        ("a extraordinarily b", 5, ["a", "extra", "ordin", "arily", "b"]),
        ("東京優駿 ab", 5, ["東京", "優駿", "ab"]), ("ok fine", 40, ["ok fine"]),
    ])
    func aWordWiderThanTheWidthIsBrokenBetweenItsCharacters(text: String, width: Int, expected: [String]) {
        #expect(TextWrapping.linesBreakingLongWords(text, width: width) == expected)
    }

    @Test func aVeryLongRaceNameWrapsUnderItsIndentWithinTheWidth() {
        let name = String(repeating: "Handicap", count: 40) + " Stakes"
        let longNamed = Race(
            id: "r1", category: .greyhound, meetingName: "Shepparton", raceNumber: 6, raceName: name,
            advertisedStart: now.addingTimeInterval(245))

        let lines = RaceDetailsViewModel(race: longNamed, now: now, clock: clock)
            .laidOutLines(width: 60, minimumValueWidth: 20).map(\.text)
        let nameLines = lines.prefix { !$0.hasPrefix("Starts") }

        #expect(lines.allSatisfy { $0.count <= 60 }, "\(lines)")
        #expect(nameLines.count == 8, "seven lines of 47 columns for the long word, then its last word")
        #expect(nameLines.first?.hasPrefix("Race name    Handicap") == true)
        #expect(nameLines.dropFirst().allSatisfy { $0.hasPrefix("             ") })
        #expect(
            nameLines.map { $0.dropFirst(13) }.joined() == name.replacingOccurrences(of: " ", with: ""),
            "the name, whole, in the value column")
    }
}
