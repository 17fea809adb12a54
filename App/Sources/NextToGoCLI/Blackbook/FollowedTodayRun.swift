import ArgumentParser
import DomainLayer
import PresentationLayer

/// One run of `followed --today`: the racing day asked for, the cards of its races still to run
/// within the one-shot's budget (`CardFetchBudget`), and the followed runners on them.
struct FollowedTodayRun {
    let options: RacingDayOptions
    let timeZone: TimeZoneOption
    let feed: FeedOptions
    let asJSON: Bool
    let noColor: Bool

    /// The report of the blackbook in `config` on the day, and whether the terminal shows colour.
    /// With `--demo`, the demo's names are followed too.
    /// - Throws: A usage error for a bad `--date`, or `ExitCode.failure` when the demo cannot
    ///   start.
    func report<C>(following config: SavedConfig, in environment: CommandEnvironment<C>) async throws
        -> (report: CommandReport, usesColor: Bool)
    {
        let blackbook = feed.demo ? config.blackbook.adding(.demo) : config.blackbook
        let terminal = environment.terminalCapabilities(noColorFlag: noColor)
        guard !blackbook.isEmpty else {
            return (CommandReport(diagnostics: [BlackbookList.nobodyFollowed]), terminal.usesColor)
        }
        let zone = try timeZone.startTimeZone(local: environment.localTimeZone)
        let source = try RacingSource(
            feed: feed, pace: .still, configBrand: config.brand, environment: environment)
        let request = try options.request(zone: zone, config: config, now: source.dates.now())
        let meetings = try source.meetings()
        let cards = try source.raceCards()
        let budget = CardFetchBudget.standard
        let presenter = FollowedTodayReport(
            style: OutputStyle(
                asJSON: asJSON, usesColor: terminal.usesColor, width: terminal.width,
                timeZoneLabel: zone.label,
                dates: source.dates),
            timeZone: zone.timeZone)
        let report = try await CommandDeadline.report(
            from: source, requests: 1 + budget.oneShotLimit / budget.oneShotParallel, about: .meetings
        ) {
            switch await request.query.fetch(from: meetings) {
            case .failure(let failure):
                return CommandReport(
                    diagnostics: [failure.diagnostic(about: .meetings, offersDemo: true)], failed: true)
            case .success(let day):
                let now = source.dates.now()
                let plan = CardFetchSchedule.oneShot(day.meetings.flatMap(\.races), at: now, budget: budget)
                let fetched = await Self.cards(of: plan.races, from: cards, parallel: budget.oneShotParallel)
                return presenter.report(
                    .init(
                        sightings: BlackbookSighting.find(in: fetched.cards, following: blackbook),
                        checked: fetched.cards.count, unchecked: plan.unchecked, failed: fetched.failed,
                        followedCount: blackbook.entries.count, isRecorded: cards.origin == .recorded))
            }
        }
        return (report, terminal.usesColor)
    }

    /// The cards of `races`, `parallel` asked for at once, and how many could not be fetched.
    private static func cards(
        of races: [MeetingRace], from repository: any RaceCardRepository, parallel: Int
    ) async -> (cards: [RaceCard], failed: Int) {
        await withTaskGroup(of: RaceCard?.self) { group in
            var cards: [RaceCard] = []
            var failed = 0
            var next = races.makeIterator()
            for _ in 0..<parallel {
                guard let race = next.next() else { break }
                group.addTask { try? await repository.raceCard(raceID: race.id) }
            }
            while let card = await group.next() {
                if let card { cards.append(card) } else { failed += 1 }
                if let race = next.next(), !Task.isCancelled {
                    group.addTask { try? await repository.raceCard(raceID: race.id) }
                }
            }
            return (cards, failed)
        }
    }
}
