import Foundation
import Testing

/// `nexttogo race <id> --demo`: the recorded cards built into the program, each shown for its
/// race of the demo's day, and the details of every other demo race; the built program, offline.
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
            card: ExpectedRaceCards.openGreyhound, recordedDemoRaceID: "11383b42-f54f-45e4-82c9-010c5e35d81e",
            title: "Greyhound · Albion Park R7", daysFromNow: 1),
        DemoCard(
            card: ExpectedRaceCards.finalHarness, recordedDemoRaceID: "812a0b6b-5e98-4a38-a5c9-2a9ad0606454",
            title: "Harness · Ballarat R6", daysFromNow: -1),
        DemoCard(
            card: ExpectedRaceCards.openLadbrokesHorse,
            recordedDemoRaceID: "0735833f-b9ce-450e-b194-e0afed016416",
            title: "Horse · Nagoya R8", daysFromNow: 1),
    ]
    private let environment = ["TZ": "UTC"]

    /// The next race the demo lists now that has no recorded card: its id (`<recorded id>-<days
    /// the day is moved>`), its name and that move.
    private func nextDemoRace() async throws -> (id: String, name: String, move: Int) {
        let listing = try await ProgramRunner.run(["--demo", "--json", "--count", "5"])
        let records = try #require(
            try JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as? [[String: Any]])
        let record = try #require(
            records.first { record in
                !Self.demoCards.contains {
                    (record["race_id"] as? String)?.hasPrefix($0.recordedDemoRaceID) ?? true
                }
            })
        let id = try #require(record["race_id"] as? String)
        let move = try #require(id.split(separator: "-").last.flatMap { Int($0) })
        return (id, try #require(record["race_name"] as? String), move)
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

        let output = try await ProgramRunner.run(
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
        #expect(lines.contains("(demo: a recorded card, not live)"))
    }

    @Test(arguments: demoCards.indices)
    func printsEachRecordedCardAsJSONWithItsDemoRacesID(index: Int) async throws {
        let demoCard = Self.demoCards[index]
        let id = try await raceID(demoCard)

        let output = try await ProgramRunner.run(["race", id, "--demo", "--json"], environment: environment)

        #expect(output.status == 0)
        #expect(output.stderr == "nexttogo: --demo: this card is recorded, not live\n")
        let record = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(record["race_id"] as? String == id)
        #expect(record["status"] as? String == demoCard.card.status)
        let runners = try #require(record["runners"] as? [[String: Any]])
        #expect(runners.compactMap { $0["name"] as? String } == demoCard.card.runners.map(\.name))
        #expect(runners.map { $0["position"] as? Int } == demoCard.card.runners.map(\.position))
        #expect(runners.map { $0["win"] as? Double } == demoCard.card.runners.map(\.win))
        #expect(runners.compactMap { $0["favourite"] as? Bool } == demoCard.card.runners.map(\.favourite))
    }

    @Test func anotherDemoRaceShowsItsDetailsAndSaysTheDemoHasNoCardForIt() async throws {
        let race = try await nextDemoRace()

        let output = try await ProgramRunner.run(["race", race.id, "--demo"], environment: environment)

        #expect(output.status == 0)
        #expect(output.stderr == "")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("Race name    \(race.name)"), "\(output.stdout)")
        #expect(lines.contains("The demo has no card for this race; it has recorded cards for these races:"))
        let offers = lines.filter { $0.hasSuffix(" --demo") && $0.contains("nexttogo race ") }
        #expect(offers.count == 3, "\(output.stdout)")
        for demoCard in Self.demoCards {
            #expect(offers.contains { $0.contains("nexttogo race \(demoCard.recordedDemoRaceID)-") })
        }
    }

    @Test func anotherDemoRaceAsJSONIsItsDetailsWithALineOnStderr() async throws {
        let race = try await nextDemoRace()

        let output = try await ProgramRunner.run(["race", race.id, "--demo", "--json"])

        #expect(output.status == 0)
        #expect(output.stderr == "nexttogo: --demo: the demo has no card for this race, only its details\n")
        let record = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(record["race_id"] as? String == race.id)
        #expect(record["race_name"] as? String == race.name)
        #expect(record["runners"] == nil)
    }

    @Test func anIDThatIsNotTheDemosIsOneLineAndStatusOne() async throws {
        let output = try await ProgramRunner.run(["race", "no-such-race", "--demo"])

        #expect(output.status == 1)
        #expect(output.stdout == "")
        #expect(
            output.stderr
                == "nexttogo: the demo has no race 'no-such-race'; 'nexttogo --demo --json' lists the ids of its next races\n"
        )
    }
}
