import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import PresentationLayer

/// How the card shows price moves: the first price, the change and a sparkline per runner, the
/// market's movers under the header, and in `--json`, each runner's fluctuations.
@Suite struct PriceMovementTests {
    private let now = Date(timeIntervalSince1970: 1_689_154_800)
    private let utc = TimeZone(identifier: "UTC")!

    private func viewModel(_ card: RaceCard, watched: WatchedPrices? = nil) -> RaceCardViewModel {
        RaceCardViewModel(card: card, now: now, timeZone: utc, watched: watched)
    }

    /// The header's facts and the table, as plain text.
    private func text(_ model: RaceCardViewModel, width: Int) -> String {
        let labelWidth = model.header.lines.map(\.label.count).max() ?? 0
        let facts = model.header.lines.map { line in
            line.label.padding(toLength: labelWidth, withPad: " ", startingAt: 0) + "  " + line.value
        }
        let table = RaceCardTableLayout.lines(for: model, width: width).map(\.text)
        return ([model.header.title, ""] + facts + [""] + table).joined(separator: "\n") + "\n"
    }

    /// A runner's moves as `--json` prints them.
    private struct MovesRecord: Decodable, Equatable {
        var fluctuations: [Double]?
        var openingWin: Double?
        var winChangePercent: Double?

        init(_ fluctuations: [Double]?, _ openingWin: Double?, _ winChangePercent: Double?) {
            self.fluctuations = fluctuations
            self.openingWin = openingWin
            self.winChangePercent = winChangePercent
        }

        enum CodingKeys: String, CodingKey {
            case fluctuations
            case openingWin = "opening_win"
            case winChangePercent = "win_change_percent"
        }
    }

    private struct NumberedRecord: Decodable {
        var number: Int
    }

    private struct CardRecord: Decodable {
        var runners: [NumberedRecord]
        var moves: [MovesRecord]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            runners = try container.decode([NumberedRecord].self, forKey: .runners)
            moves = try container.decode([MovesRecord].self, forKey: .runners)
        }

        enum CodingKeys: String, CodingKey {
            case runners
        }
    }

    @Test func everyRunnersFluctuationsOfTheRecordedNedsCardAreExactInJSON() async throws {
        let card = try await RaceCardFixtures.raceCard(of: RaceCardFixtures.finalHarness)
        let json = RaceCardJSONRecord(card: card, now: now).json()

        let record = try JSONDecoder().decode(CardRecord.self, from: Data(json.utf8))
        let shown = Dictionary(uniqueKeysWithValues: zip(record.runners.map(\.number), record.moves))
        #expect(
            shown == [
                1: MovesRecord([6, 7.5, 6.5, 7], 6, 16.7), 2: MovesRecord([21, 27, 41], 21, 95.2),
                3: MovesRecord(nil, nil, nil), 4: MovesRecord([14, 17, 23, 18], 14, 28.6),
                5: MovesRecord([11, 14, 20, 19], 11, 72.7), 6: MovesRecord([13, 8, 16], 13, 23.1),
                7: MovesRecord([17, 23, 10], 17, -41.2), 8: MovesRecord([14, 16, 21], 14, 50),
                9: MovesRecord([17, 23, 18, 21], 17, 23.5), 10: MovesRecord([2, 2.05, 2.45, 2.4], 2, 20),
                11: MovesRecord([6.5, 4.6, 3.3, 3.5], 6.5, -46.2),
            ])
        #expect(json.contains("\"fluctuations\" : null"), "the scratched runner's, written out")
        #expect(json.contains("2.05,"), "prices as the feed gives them, to two places")
    }

    @Test func aCardWithoutPricesHasNullsInJSON() async throws {
        let card = try await RaceCardFixtures.raceCard(of: RaceCardFixtures.openLadbrokesHorse)
        let json = RaceCardJSONRecord(card: card, now: now).json()

        #expect(json.components(separatedBy: "\"fluctuations\" : null").count == card.runners.count + 1)
        #expect(json.components(separatedBy: "\"opening_win\" : null").count == card.runners.count + 1)
        #expect(json.components(separatedBy: "\"win_change_percent\" : null").count == card.runners.count + 1)
    }

    @Test(arguments: [60, 80, 120])
    func theRecordedNedsCardShowsItsMovesAtEachWidth(width: Int) async throws {
        let card = try await RaceCardFixtures.raceCard(of: RaceCardFixtures.finalHarness)
        let model = viewModel(card)

        let actual = text(model, width: width)

        #expect(actual == (try GoldenFile.expected(for: actual, named: "race-card-moves-\(width)")))
        #expect(
            RaceCardTableLayout.lines(for: model, width: width).allSatisfy {
                DisplayWidth.columns(of: $0.text) <= width
            })
    }

    @Test func theMoversLineNamesTheBiggestFirmerAndDrifterSinceTheOpen() async throws {
        let card = try await RaceCardFixtures.raceCard(of: RaceCardFixtures.finalHarness)

        #expect(
            viewModel(card).header.lines.contains(
                .init(
                    label: "Movers",
                    value: "11 Community Art firmed 46%; 2 Beach Wreck drifted 95% since the open")))
    }

    @Test func eachRowCarriesItsMoveForAStyleAndTheScratchedRunnerNone() async throws {
        let card = try await RaceCardFixtures.raceCard(of: RaceCardFixtures.finalHarness)
        let lines = RaceCardTableLayout.lines(for: viewModel(card), width: 120)

        let byNumber = Dictionary(
            uniqueKeysWithValues: zip(card.runners.map(\.number), lines.dropFirst().map(\.movement)))
        #expect(byNumber[11] == .firming && byNumber[7] == .firming)
        #expect(byNumber[2] == .drifting && byNumber[10] == .drifting)
        #expect(byNumber[3] == .some(nil), "scratched")
        #expect(lines[0].movement == nil, "the heading")
        for line in lines.dropFirst() where !line.isScratched {
            let range = try #require(line.changeColumns)
            let cell = String(Array(line.text)[range])
            #expect(cell.hasSuffix("%") && (cell.hasPrefix("+") || cell.hasPrefix("-")), "\(line.text)")
        }
        #expect(lines.last?.changeColumns == nil, "the scratched runner's")
    }

    @Test func aMoveIsColouredByItsDirectionOnlyWhenColourIsOn() async throws {
        let card = try await RaceCardFixtures.raceCard(of: RaceCardFixtures.finalHarness)
        let coloured = RaceCardLayout(usesColor: true, width: 120).lines(
            for: viewModel(card), isStarred: false)
        let plain = RaceCardLayout(usesColor: false, width: 120).lines(for: viewModel(card), isStarred: false)

        let communityArt = try #require(coloured.first { $0.text.contains("Community Art  ") })
        let beachWreck = try #require(coloured.first { $0.text.contains("Beach Wreck  ") })
        #expect(communityArt.highlight?.style == .firming)
        #expect(beachWreck.highlight?.style == .drifting)
        let cell = DisplayWidth.slices(
            of: beachWreck.text, around: try #require(beachWreck.highlight).columns)
        #expect(cell.inside == "+95%")
        #expect(coloured.first { $0.text.contains("Write About Angus") }?.highlight == nil, "scratched")
        #expect(plain.allSatisfy { $0.highlight == nil && $0.style == .plain })
    }

    @Test func theMovesGiveWayBeforeTheRunnersNameOnANarrowPane() async throws {
        let card = try await RaceCardFixtures.raceCard(of: RaceCardFixtures.finalHarness)
        let model = viewModel(card)
        let wide = RaceCardTableLayout.lines(for: model, width: nil)
        #expect(
            wide[0].text.contains("Open") && wide[0].text.contains("Move") && wide[0].text.contains("Flucs"))

        // 70 columns hold the table without its moves, with every name whole; with them, 76.
        let narrow = RaceCardTableLayout.lines(for: model, width: 72).map(\.text)
        #expect(!narrow[0].contains("Move") && !narrow[0].contains("Flucs"))
        #expect(narrow.contains { $0.contains(" Write About Angus Nz ") }, "the longest name whole")
        let wider = RaceCardTableLayout.lines(for: model, width: 76).map(\.text)
        #expect(wider[0].hasSuffix("Move") && wider.contains { $0.contains(" Write About Angus Nz ") })
    }

    @Test func theLadbrokesCardWithoutPricesHasNoEmptyColumnsOrLines() async throws {
        let card = try await RaceCardFixtures.raceCard(of: RaceCardFixtures.openLadbrokesHorse)
        let model = viewModel(card)

        let heading = RaceCardTableLayout.lines(for: model, width: 120)[0].text
        #expect(!heading.contains("Open") && !heading.contains("Move") && !heading.contains("Flucs"))
        #expect(!model.header.lines.contains { $0.label == "Movers" || $0.label == "Prices" })
    }

    @Test func aPriceBackAtItsOpeningAfterMoreThanFiftyMovesIsNoMove() throws {
        // Opened at 1.50, drifted to 4.50 and back over 60 fluctuations: the latest 50 no longer
        // hold the open, yet Open is 1.50 and the move from it is none.
        let race = RaceFactory.race("r1", .horse, meeting: "Flemington", number: 4, startsIn: 600, from: now)
        let latest = Array(repeating: 4.5, count: 49) + [1.5]
        let card = RaceCard(
            race: race, status: .open,
            runners: [
                Runner(
                    number: 1, name: "Back Again", winPrice: 1.5, winFluctuations: latest,
                    openingWinPrice: 1.5),
                Runner(number: 2, name: "Steady", winPrice: 8, winFluctuations: [8, 8]),
            ])
        let model = viewModel(card)

        #expect(model.rows.first?.openingText == "1.50")
        #expect(model.rows.first?.changeText == "0%")
        #expect(!model.header.lines.contains { $0.label == "Movers" }, "nothing firmed since the open")
        let record = try JSONDecoder().decode(
            CardRecord.self, from: Data(RaceCardJSONRecord(card: card, now: now).json().utf8))
        #expect(record.moves.first == MovesRecord(latest, 1.5, 0))
    }

    @Test func aFieldWhoseOpeningPricesStandHasNoMoveColumns() {
        let race = RaceFactory.race("r1", .harness, meeting: "Ballarat", number: 6, startsIn: 600, from: now)
        let card = RaceCard(
            race: race, status: .open,
            runners: [
                Runner(number: 1, name: "Karuma Kev", winPrice: 6, winFluctuations: [6]),
                Runner(number: 2, name: "Beach Wreck", winPrice: 21, winFluctuations: [21]),
            ])
        let model = viewModel(card)

        #expect(
            RaceCardTableLayout.lines(for: model, width: 80)[0].text == "#  Runner       Bar    Win",
            "no place prices, so no Place column either")
        #expect(model.rows.map(\.changeText) == ["0%", "0%"], "the rows keep it")
        #expect(!model.header.lines.contains { $0.label == "Movers" })
    }

    @Test func aSparklineScalesTheLatestPricesBetweenTheirLowestAndHighest() throws {
        let move = try #require(PriceMove(prices: [6.5, 4.6, 3.3, 3.5], current: 3.5, source: .feed))
        #expect(PriceMoveText.sparkline(move) == "█▄▁▁")
        let flat = try #require(PriceMove(prices: [4, 4], current: 4, source: .feed))
        #expect(PriceMoveText.sparkline(flat) == "▅▅")
        let long = try #require(
            PriceMove(prices: (1...20).map { Double($0) + 1 }, current: 21, source: .feed))
        #expect(PriceMoveText.sparkline(long) == "▁▂▃▄▅▆▇█", "the latest eight")
        #expect(
            PriceMoveText.sparkline(try #require(PriceMove(prices: [4], current: 4, source: .feed))) == "")
    }

    @Test(arguments: [
        ([17.0, 10.0], 10.0, "-41%"), ([21, 41], 41, "+95%"), ([4, 4.001], 4.001, "0%"), ([5, 6], nil, ""),
    ])
    func theChangeReadsWithItsSignWithoutColour(prices: [Double], current: Double?, text: String) throws {
        let move = try #require(PriceMove(prices: prices, current: current, source: .feed))

        #expect(PriceMoveText.change(move) == text)
    }

    @Test func pricesSeenWhileWatchedShowAMoveWhenTheFeedSendsNoneAndMarkAFreshOne() throws {
        let race = RaceFactory.race("r1", .horse, meeting: "Kanazawa", number: 9, startsIn: 600, from: now)
        func card(_ first: Double, _ second: Double) -> RaceCard {
            RaceCard(
                race: race, status: .open,
                runners: [
                    Runner(number: 1, name: "Apollo Nike", winPrice: first),
                    Runner(number: 2, name: "J K Bonita", winPrice: second),
                ])
        }
        var watched = WatchedPrices()
        watched.record(card(4, 8), at: now.addingTimeInterval(-60))
        watched.record(card(3.5, 8), at: now.addingTimeInterval(-2))

        let model = viewModel(card(3.5, 8), watched: watched)

        #expect(model.rows.map(\.openingText) == ["4.00", ""])
        #expect(model.rows.map(\.changeText) == ["-13%", ""])
        #expect(model.rows.map(\.recentMove) == [.firming, nil])
        #expect(!model.movesFromOpen)
        #expect(
            model.header.lines.contains(
                .init(label: "Movers", value: "1 Apollo Nike firmed 13% while watched")))
        let lines = RaceCardTableLayout.lines(for: model, width: 80)
        #expect(lines[0].text.contains("Seen") && !lines[0].text.contains("Open"))
        #expect(lines[1].text.hasSuffix("-13% ↓  █▁") && lines[1].recentMove == .firming)
    }

    @Test func theDemosCardSaysItsPricesAreTheRecordingsAndMoveOnlyWhenTheyDo() {
        let race = RaceFactory.race("r1", .harness, meeting: "Ballarat", number: 6, startsIn: 600, from: now)
        let still = RaceCard(
            race: race, status: .open, runners: [Runner(number: 1, name: "Karuma Kev", winPrice: 6)],
            replaysRecordedPrices: true)
        let moving = RaceCard(
            race: race, status: .open,
            runners: [Runner(number: 1, name: "Karuma Kev", winPrice: 6, winFluctuations: [8, 7, 6])],
            replaysRecordedPrices: true)

        #expect(
            viewModel(still).header.lines.last
                == .init(label: "Prices", value: "recorded, not live: as they stood when recorded"))
        #expect(
            viewModel(moving).header.lines.last
                == .init(
                    label: "Prices",
                    value: "recorded, not live: the recording's moves replayed over the hour before the start"
                ))
    }
}
