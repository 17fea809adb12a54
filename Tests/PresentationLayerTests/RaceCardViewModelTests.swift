import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import PresentationLayer

/// The race card in words, its table fitted to a width, and its JSON record.
@Suite struct RaceCardViewModelTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let utc = TimeZone(identifier: "UTC")!

    private func card(
        status: RaceStatus = .open, category: RaceCategory = .harness, startsIn: TimeInterval = 600,
        runners: [Runner]? = nil
    ) -> RaceCard {
        RaceCard(
            race: RaceFactory.race(
                "r1", category, meeting: "Bendigo", number: 6, startsIn: startsIn, from: now),
            status: status,
            runners: runners ?? [
                Runner(
                    number: 1, name: "Karuma Kev", barrier: 1, rider: "Ellen Tormey", trainer: "Trevor Monk",
                    form: "1973330186", winPrice: 7, placePrice: 2.1),
                Runner(
                    number: 3, name: "Write About Angus Nz", rider: "Abby Sanderson", trainer: "J A Douglas",
                    form: "4102258360", isScratched: true, isEmergency: true, winPrice: 15),
                Runner(
                    number: 10, name: "American Hammer Nz", barrier: 3, rider: "Josh Dickie",
                    trainer: "J I Dickie, S K Kilgour", form: "21x", winPrice: 2.4, placePrice: 1.3),
                Runner(number: 12, name: "Late Entry", barrier: 8, isEmergency: true, winPrice: 31),
            ])
    }

    private func viewModel(_ card: RaceCard) -> RaceCardViewModel {
        RaceCardViewModel(card: card, now: now, timeZone: utc)
    }

    @Test(arguments: [
        (RaceStatus.open, "Open"), (.live, "Live"), (.closed, "Closed"), (.interim, "Interim"),
        (.final, "Final"),
        (.abandoned, "Abandoned"), (.unknown, "Unknown"),
    ])
    func theStatusIsAWordAndOnlyAnOpenRaceHasNoNotice(status: RaceStatus, word: String) {
        let model = viewModel(card(status: status))

        #expect(model.statusText == word)
        #expect(model.header.lines.first == RaceDetailsViewModel.Line(label: "Status", value: word))
        #expect((model.notice == nil) == (status == .open))
    }

    @Test(arguments: [
        (1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (13, "13th"),
        (21, "21st"),
        (22, "22nd"), (23, "23rd"), (99, "99th"),
    ])
    func positionsArePlacings(position: Int, text: String) {
        #expect(PriceText.placing(position) == text)
    }

    @Test func rowsShowPricesToTwoPlacesTheFavouriteAndScratchingsWithoutPrices() {
        let rows = viewModel(card()).rows

        #expect(rows.map(\.winText) == ["7.00", "", "2.40", "31.00"])
        #expect(rows.map(\.placeText) == ["2.10", "", "1.30", ""])
        #expect(rows.map(\.isFavourite) == [false, false, true, false])
        #expect(rows[1].isScratched && rows[1].name == "Write About Angus Nz")
        #expect(rows[3].name == "Late Entry (E)")
    }

    @Test func theHeaderNamesTheFavouriteAndShowsAFarStartWithItsDate() {
        let model = viewModel(card(startsIn: -2 * 86_400))

        #expect(model.header.lines.contains(.init(label: "Favourite", value: "10 American Hammer Nz (2.40)")))
        #expect(model.header.lines.contains(.init(label: "Starts", value: "2026-01-13 01:00")))
    }

    @Test func aWideTableShowsEveryColumnWithScratchedRunnersMarked() {
        let lines = RaceCardTableLayout.lines(for: viewModel(card()), width: nil).map(\.text)

        #expect(
            lines == [
                " #  Runner                Bar  Driver        Trainer                    Win   Place  Form",
                " 1  Karuma Kev              1  Ellen Tormey  Trevor Monk               7.00    2.10  1973330186",
                " 3  Write About Angus Nz       SCRATCHED",
                "10  American Hammer Nz      3  Josh Dickie   J I Dickie, S K Kilgour   2.40*   1.30  21x",
                "12  Late Entry (E)          8                                         31.00",
            ])
    }

    @Test(arguments: [80, 64, 50])
    func aNarrowTableDropsTheTrainerThenTheFormThenCutsNames(width: Int) {
        let lines = RaceCardTableLayout.lines(for: viewModel(card()), width: width).map(\.text)

        #expect(lines.allSatisfy { $0.count <= width }, "\(lines)")
        #expect(!lines[0].contains("Trainer"))
        #expect(lines[0].contains("Form") == (width >= 70))
        #expect(lines[3].contains("2.40*"))
    }

    @Test(arguments: [80, 120])
    func oneVeryLongNameIsCutOnItsOwnWithoutSqueezingTheOthers(width: Int) {
        let long = String(repeating: "Runaway Name ", count: 40)
        let field = card(
            category: .horse,
            runners: [
                Runner(number: 1, name: long, barrier: 1, rider: "Ellen Tormey", winPrice: 7),
                Runner(
                    number: 2, name: "Write About Angus Nz", barrier: 2,
                    rider: String(repeating: "Longrider ", count: 30), winPrice: 3),
                Runner(number: 3, name: "American Hammer Nz", barrier: 3, rider: "Josh Dickie", winPrice: 4),
            ])

        let lines = RaceCardTableLayout.lines(for: viewModel(field), width: width).map(\.text)

        #expect(lines.allSatisfy { $0.count <= width }, "\(lines)")
        #expect(lines[1].contains("Runaway Name Runaway Name") && lines[1].contains("…"))
        #expect(lines[2].contains("Write About Angus Nz") && lines[2].contains("Longrider Longrider"))
        #expect(lines[3].contains("American Hammer Nz") && lines[3].contains("Josh Dickie"))
        #expect(lines[1].contains("Ellen Tormey"))
    }

    @Test func wideNamesAreMeasuredInColumnsSoTheTableLinesUp() {
        let wide = card(
            category: .horse,
            runners: [
                Runner(number: 1, name: "東京ダービー", barrier: 2, rider: "武豊", trainer: "🏇 Stable", winPrice: 3),
                Runner(
                    number: 2, name: "Plain Name", barrier: 4, rider: "J Smith", trainer: "A Trainer",
                    winPrice: 5),
            ])

        let lines = RaceCardTableLayout.lines(for: viewModel(wide), width: nil).map(\.text)

        #expect(
            lines == [
                "#  Runner        Bar  Jockey   Trainer     Win",
                "1  東京ダービー    2  武豊     🏇 Stable  3.00*",
                "2  Plain Name      4  J Smith  A Trainer  5.00",
            ])
    }

    @Test(arguments: [42, 45, 50])
    func wideNamesAreCutToTheWidthInColumnsNeverSplittingACharacter(width: Int) {
        let wide = card(
            category: .horse,
            runners: [
                Runner(
                    number: 1, name: "東京優駿日本ダービー記念", barrier: 2, rider: "武豊騎手", winPrice: 3, placePrice: 1.5)
            ])

        let lines = RaceCardTableLayout.lines(for: viewModel(wide), width: width).map(\.text)

        #expect(lines.allSatisfy { DisplayWidth.columns(of: $0) <= width }, "\(lines)")
        #expect(lines[1].contains("…"))
        // The win price is right-aligned under its heading, counted in columns.
        func columnsThrough(_ text: String, in line: String) -> Int? {
            line.range(of: text).map { DisplayWidth.columns(of: line[..<$0.upperBound]) }
        }
        #expect(columnsThrough("Win", in: lines[0]) == columnsThrough("3.00", in: lines[1]), "\(lines)")
    }

    @Test func withResultsThePlacingsComeFirstInTheirOwnColumn() {
        let results = card(
            status: .final,
            runners: [
                Runner(number: 1, name: "A", winPrice: 3, position: 2),
                Runner(number: 5, name: "E", winPrice: 19, position: 1),
                Runner(number: 3, name: "C", isScratched: true),
            ])

        let lines = RaceCardTableLayout.lines(for: viewModel(results), width: nil).map(\.text)

        #expect(
            lines == [
                "Pos  #  Runner  Bar    Win", "1st  5  E            19.00",
                "2nd  1  A             3.00*", "     3  C            SCRATCHED",
            ])
    }

    @Test func aGreyhoundFieldWithNoRidersHasNoRiderColumn() {
        let dogs = card(
            category: .greyhound, runners: [Runner(number: 1, name: "Bora Blue", barrier: 1, trainer: "C D")])

        let model = viewModel(dogs)

        #expect(model.riderHeading == nil)
        #expect(
            RaceCardTableLayout.lines(for: model, width: nil).first?.text
                == "#  Runner     Bar  Trainer",
            "no rider column, and no form or price columns when no runner has one")
    }

    @Test func aFieldWithoutPricesLeavesOutTheWinAndPlaceColumns() {
        let unpriced = card(
            category: .horse,
            runners: [
                Runner(number: 1, name: "Apollo Nike", barrier: 1, rider: "T Nakajima", form: "59x2"),
                Runner(
                    number: 2, name: "J K Bonita", barrier: 2, rider: "K Fujita", isScratched: true,
                    winPrice: 9),
            ])

        let lines = RaceCardTableLayout.lines(for: viewModel(unpriced), width: nil).map(\.text)

        #expect(
            lines == [
                "#  Runner       Bar  Jockey      Form", "1  Apollo Nike    1  T Nakajima  59x2",
                "2  J K Bonita     2  SCRATCHED",
            ], "a scratched runner's price is not shown, so it keeps no column")
    }

    @Test func aFieldWithOnlyWinPricesLeavesOutThePlaceColumn() {
        let winOnly = card(runners: [Runner(number: 1, name: "A", barrier: 1, winPrice: 3)])

        let heading = RaceCardTableLayout.lines(for: viewModel(winOnly), width: nil).first?.text

        #expect(heading == "#  Runner  Bar   Win")
    }

    @Test func aDemoCardNamesTheRaceItWasRecordedFromUnderItsStart() throws {
        let own = card()
        let recorded = RaceCard(
            race: own.race, status: own.status, runners: own.runners,
            recordedFrom: RaceCardRecording(
                meetingName: "Bendigo", raceNumber: 6, meetingDate: Date(timeIntervalSince1970: 1_689_120_000)
            ))

        let labels = viewModel(recorded).header.lines
        let starts = try #require(labels.firstIndex { $0.label == "Starts" })

        #expect(
            labels[starts + 1] == .init(label: "Demo card", value: "recorded from Bendigo R6, 12 Jul 2023"))
        #expect(!viewModel(own).header.lines.contains { $0.label == "Demo card" }, "a live card says nothing")
    }

    @Test(arguments: [
        TimeZone(identifier: "Pacific/Kiritimati")!, TimeZone(identifier: "Pacific/Pago_Pago")!,
    ])
    func theRecordedMeetingsDateIsTheSameInEveryTimeZone(zone: TimeZone) {
        let recording = RaceCardRecording(
            meetingName: "Albion Park", raceNumber: 7, meetingDate: Date(timeIntervalSince1970: 1_689_552_000)
        )
        let own = card()

        let model = RaceCardViewModel(
            card: RaceCard(race: own.race, status: .open, runners: own.runners, recordedFrom: recording),
            now: now, timeZone: zone)

        #expect(
            model.header.lines.contains(
                .init(label: "Demo card", value: "recorded from Albion Park R7, 17 Jul 2023")))
    }

    @Test func theJSONRecordHasTheStatusAndEveryRunnersFields() throws {
        let json = RaceCardJSONRecord(card: card(status: .interim), now: now).json()

        let record = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(record["status"] as? String == "interim")
        #expect(record["race_id"] as? String == "r1")
        let runners = try #require(record["runners"] as? [[String: Any]])
        #expect(runners.map { $0["number"] as? Int } == [1, 3, 10, 12])
        #expect(runners[1]["scratched"] as? Bool == true && runners[1]["win"] is NSNull)
        #expect(runners[1]["barrier"] is NSNull && runners[1]["emergency"] as? Bool == true)
        #expect(runners[2]["favourite"] as? Bool == true && runners[2]["win"] as? Double == 2.4)
        #expect(runners[3]["rider"] is NSNull && runners[3]["position"] is NSNull)
        #expect(
            Set(runners[0].keys) == [
                "number", "name", "barrier", "rider", "trainer", "scratched", "emergency", "form", "win",
                "place", "fluctuations", "opening_win", "win_change_percent", "favourite", "position",
            ])
    }

    @Test func aFieldWithoutPricesSaysSoInTheTerminalOnAPageAndInWatchMode() throws {
        let unpriced = card(runners: [
            Runner(number: 1, name: "Apollo Nike", barrier: 1, rider: "Tatsuya Nakajima"),
            Runner(number: 2, name: "Scratched Priced", isScratched: true, winPrice: 9),
        ])
        let model = viewModel(unpriced)

        let terminal = RaceCardLayout(usesColor: false, width: 80).lines(for: model, isStarred: false).map(
            \.text)
        let page = RacingDayPages(timeZone: utc).card(
            RaceCardSnapshot(raceID: "r1", card: unpriced, updatedAt: now, nextFetchAt: now), at: now)
        let watch = OpenRaceCard.Layout(
            OpenRaceCard.LayoutKey(
                snapshot: RaceCardSnapshot(raceID: "r1", card: unpriced, updatedAt: now, nextFetchAt: now),
                width: 80, rows: model.rows),
            viewModel: model)

        #expect(!model.publishesPrices, "a scratched runner's price does not count")
        #expect(terminal.contains(RaceCardViewModel.noPricesText))
        #expect(
            !terminal.contains { $0.contains("Win") }, "the empty column is left out, and the note says why")
        #expect(page.contains(#"<p class="note">\#(RaceCardViewModel.noPricesText)</p>"#))
        guard case .field(let lines) = watch else {
            Issue.record("no field: \(watch)")
            return
        }
        #expect(lines.map(\.text).contains(RaceCardViewModel.noPricesText))
        #expect(viewModel(card()).publishesPrices)
        #expect(
            !RaceCardLayout(usesColor: false, width: 80).lines(for: viewModel(card()), isStarred: false)
                .map(\.text).contains(RaceCardViewModel.noPricesText))
    }
}
