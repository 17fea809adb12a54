import Foundation
import Testing

/// `nexttogo race <id> --demo`: every race of the demo's day shows the recorded card of its
/// category, naming the race it was recorded from; the built program, offline.
@Suite(.timeLimit(.minutes(2))) struct DemoRaceCardCommandTests {
    /// A recorded card and the demo race it is shown for: its id in the recorded day, its title
    /// and how many days from the day the demo plays now to take it, so that it is open (a day
    /// later) or long run (a day earlier).
    struct DemoCard {
        var card: ExpectedRaceCards.Card
        var recordedDemoRaceID: String
        var title: String
        var daysFromNow: Int
    }

    static let demoCards = [
        DemoCard(
            card: ExpectedRaceCards.openGreyhound, recordedDemoRaceID: "b3623bd2-5d90-4ce0-aec1-4ca8e0050b46",
            title: "Greyhound · Albion Park R7", daysFromNow: 1),
        DemoCard(
            card: bathurstR2, recordedDemoRaceID: "6f8c25ed-9167-4848-b7b2-000b1a3ecf98",
            title: "Harness · Bathurst R2", daysFromNow: -1),
        DemoCard(
            card: ExpectedRaceCards.openLadbrokesHorse,
            recordedDemoRaceID: "cd9ba1bf-ee61-4fdd-aaf8-57f1bee0b49f",
            title: "Horse · Nagoya R8", daysFromNow: 1),
    ]
    /// The harness card as the demo shows Bathurst R2 once run: the field recorded at Bendigo R6,
    /// in number order with no runner placed, as it is another race's; Bathurst R2's placings
    /// have a line of their own.
    static let bathurstR2: ExpectedRaceCards.Card = {
        var card = ExpectedRaceCards.finalHarness
        card.title = "Harness · Bathurst R2"
        card.runners = card.runners.map { runner in
            var unplaced = runner
            unplaced.position = nil
            return unplaced
        }
        .sorted { $0.number < $1.number }
        return card
    }()
    /// The placings line of each demo card, by its title: the demo race's own, once run.
    static let placingsLines = ["Harness · Bathurst R2": "Placings     1st 5  2nd 1  3rd 2"]

    /// The race each category's recorded card is from, as the card names it.
    static let recordedFrom = [
        "greyhound": "Albion Park R7, 17 Jul 2023", "harness": "Bendigo R6, 12 Jul 2023",
        "horse": "Kanazawa R9, 18 Jul 2023",
    ]
    private let environment = ["TZ": "UTC"]

    /// A race the demo lists now: its id (`<recorded id>-<days the day is moved>`), the id
    /// without that move, its name, its category and the move.
    struct ListedRace {
        var id: String
        var recordedID: String
        var name: String
        var category: String
        var move: Int
    }

    /// The next five races the demo lists now.
    private func listedRaces() async throws -> [ListedRace] {
        let listing = try await CommandRunner.run(["--demo", "--json", "--count", "5"])
        let records = try #require(
            try JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as? [[String: Any]])
        return try records.map { record in
            let id = try #require(record["race_id"] as? String)
            let dash = try #require(id.lastIndex(of: "-"))
            return ListedRace(
                id: id, recordedID: String(id[..<dash]), name: try #require(record["race_name"] as? String),
                category: try #require(record["category"] as? String),
                move: try #require(Int(id[id.index(after: dash)...])))
        }
    }

    /// The next race the demo lists now.
    private func nextDemoRace() async throws -> ListedRace {
        try #require(try await listedRaces().first)
    }

    /// The id of `demoCard`'s race on the day it is taken: the listed race starts within hours of
    /// now, and the demo's day spans less than 28 hours, so a day later is hours away and a day earlier
    /// hours past.
    private func raceID(_ demoCard: DemoCard) async throws -> String {
        "\(demoCard.recordedDemoRaceID)-\(try await nextDemoRace().move + demoCard.daysFromNow)"
    }

    @Test(arguments: demoCards.indices)
    func showsEachRecordedCardForItsDemoRaceWithEveryRunner(index: Int) async throws {
        let demoCard = Self.demoCards[index]
        let card = demoCard.card

        let output = try await CommandRunner.run(
            ["race", try await raceID(demoCard), "--demo"], environment: environment)

        #expect(output.status == 0)
        #expect(output.stderr == "")
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains { $0 == demoCard.title }, "\(output.stdout)")
        #expect(lines.contains { $0 == "Status       \(card.status.capitalized)" }, "\(output.stdout)")
        #expect((card.status != "open") == lines.first!.hasPrefix("This race has been run"))
        let heading = try #require(lines.firstIndex { $0.contains("Runner") && $0.contains("Bar") })
        let rows = lines[(heading + 1)...].prefix(card.runners.count)
        #expect(rows.map(ExpectedRaceCards.cells) == card.runners.map(ExpectedRaceCards.expectedCells))
        let origin = try #require(Self.recordedFrom[demoCard.title.prefix { $0 != " " }.lowercased()])
        #expect(lines.contains("Demo card    recorded from \(origin)"), "\(output.stdout)")
        #expect(
            lines.contains { $0.hasPrefix("Placings") } == (Self.placingsLines[demoCard.title] != nil),
            "\(output.stdout)")
        if let placings = Self.placingsLines[demoCard.title] {
            #expect(lines.contains { $0 == placings }, "\(output.stdout)")
        }
    }

    @Test(arguments: demoCards.indices)
    func printsEachRecordedCardAsJSONWithItsDemoRacesID(index: Int) async throws {
        let demoCard = Self.demoCards[index]
        let id = try await raceID(demoCard)

        let output = try await CommandRunner.run(["race", id, "--demo", "--json"], environment: environment)

        #expect(output.status == 0)
        let origin = try #require(Self.recordedFrom[demoCard.title.prefix { $0 != " " }.lowercased()])
        #expect(output.stderr == "nexttogo: --demo: this card is recorded from \(origin), not live\n")
        let record = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(record["race_id"] as? String == id)
        #expect(record["status"] as? String == demoCard.card.status)
        let runners = try #require(record["runners"] as? [[String: Any]])
        #expect(runners.compactMap { $0["name"] as? String } == demoCard.card.runners.map(\.name))
        #expect(runners.map { $0["position"] as? Int } == demoCard.card.runners.map(\.position))
        #expect(runners.map { $0["win"] as? Double } == demoCard.card.runners.map(\.win))
        #expect(runners.compactMap { $0["favourite"] as? Bool } == demoCard.card.runners.map(\.favourite))
        let placings = try #require(record["placings"] as? [[String: Any]])
        #expect(
            placings.map { "\($0["position"] as? Int ?? 0):\($0["runners"] as? [Int] ?? [])" }
                == (demoCard.card.status == "final" ? ["1:[5]", "2:[1]", "3:[2]"] : []),
            "the demo race's recorded placings")
    }

    @Test func eachOfTheNextFiveRacesShowsTheRecordedCardOfItsCategoryNamingItsOrigin() async throws {
        for race in try await listedRaces() {
            let output = try await CommandRunner.run(["race", race.id, "--demo"], environment: environment)

            #expect(output.status == 0)
            #expect(output.stderr == "")
            let lines = output.stdout.split(separator: "\n").map(String.init)
            #expect(lines.contains("Race name    \(race.name)"), "\(output.stdout)")
            let origin = try #require(Self.recordedFrom[race.category])
            #expect(lines.contains("Demo card    recorded from \(origin)"), "\(output.stdout)")
            #expect(
                lines.contains { $0.contains("Runner") && $0.contains("Bar") }, "a field: \(output.stdout)")
        }
    }

    @Test func aRaceAsJSONIsItsCardWithALineOnStderrNamingWhereItWasRecorded() async throws {
        let race = try await nextDemoRace()

        let output = try await CommandRunner.run(["race", race.id, "--demo", "--json"])

        #expect(output.status == 0)
        let origin = try #require(Self.recordedFrom[race.category])
        #expect(output.stderr == "nexttogo: --demo: this card is recorded from \(origin), not live\n")
        let record = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(record["race_id"] as? String == race.id)
        #expect(record["race_name"] as? String == race.name)
        #expect((record["runners"] as? [Any])?.isEmpty == false)
    }

    @Test func aRaceOfTheNextDayShowsItsStartWithItsDate() async throws {
        let race = try await nextDemoRace()

        let output = try await CommandRunner.run(
            ["race", "\(race.recordedID)-\(race.move + 1)", "--demo"], environment: environment)

        #expect(output.status == 0)
        let starts = try #require(output.stdout.split(separator: "\n").first { $0.hasPrefix("Starts ") })
        #expect(
            starts.wholeMatch(of: /Starts {7}\d{4}-\d\d-\d\d \d\d:\d\d/) != nil,
            "a day away: \(output.stdout)")
    }

    @Test func anIDThatIsNotTheDemosIsOneLineAndStatusOne() async throws {
        let output = try await CommandRunner.run(["race", "no-such-race", "--demo"])

        #expect(output.status == 1)
        #expect(output.stdout == "")
        #expect(
            output.stderr
                == "nexttogo: the demo has no race 'no-such-race'; 'nexttogo --demo --json' lists the ids of its next races, and 'nexttogo race <meeting> <number>' finds a race by its meeting\n"
        )
    }

    @Test func aDemoRaceMovedToADayTheDemoNeverPlaysIsRefusedLikeAnUnknownID() async throws {
        let race = try await nextDemoRace()
        let id = "\(race.recordedID)-0"

        let output = try await CommandRunner.run(["race", id, "--demo"])

        #expect(output.status == 1)
        #expect(output.stdout == "")
        #expect(
            output.stderr
                == "nexttogo: the demo has no race '\(id)'; 'nexttogo --demo --json' lists the ids of its next races, and 'nexttogo race <meeting> <number>' finds a race by its meeting\n"
        )
    }
}
