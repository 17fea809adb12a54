import ArgumentParser
import DataLayer
import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils

/// Where one run's races, cards and racing day come from, resolved once from its feed options,
/// the environment and the config file's brand: the recorded day built in for `--demo`, or one
/// client of one endpoint of the live API, from which the three repositories are made.
struct RacingSource<C: Clock<Duration>>: Sendable {
    /// The live API's client, or nil for the demo.
    private let client: NedsClient?
    /// The time of day: the wall clock live, the demo's clock for the demo.
    let dates: DateSource
    /// The clock polls and deadlines sleep on.
    let clock: C
    /// How long one request may take.
    let timeout: Duration
    /// Where a damaged demo says so.
    private let output: any CommandOutput

    /// The source `feed` names, with `configBrand` the config file's brand, in `environment`;
    /// the demo's clock stands still or runs on as `pace` says.
    /// - Throws: `ValidationError` (a usage error) when the chosen API root is not an http or
    ///   https URL, or when `NEXTTOGO_DEMO_NOW` names no time the demo can start at.
    init(
        feed: FeedOptions, pace: DemoClock.Pace, configBrand: APIBrand?, environment: CommandEnvironment<C>
    ) throws {
        clock = environment.clock
        timeout = .seconds(feed.timeout)
        output = environment.output
        if feed.demo {
            client = nil
            dates = DemoClock.dates(
                startingAt: try DemoClock.start(from: environment.variables[DemoClock.variable]), pace: pace,
                wallClock: environment.wallClock, clock: environment.clock)
        } else {
            client = environment.client(
                of: try environment.endpoint(for: feed, configBrand: configBrand), timeout: timeout)
            dates = environment.wallClock
        }
    }

    /// The live API's host, for messages; nil for the demo's recorded day, which asks nothing of
    /// the network.
    var host: String? { client?.endpoint.hostDescription }

    /// The races, with their details when `readsRaceForms` is true (the demo's always have them).
    /// Live, they come from the first of the API's three routes that answers, the racing day's
    /// reckoned in `timeZone`.
    /// - Throws: `ExitCode.failure`, after saying why on stderr, when the demo's day is damaged.
    func races(readsRaceForms: Bool = false, timeZone: TimeZone) throws -> RacesServiceRepository {
        guard let client else {
            return RacesServiceRepository(
                service: try demo(RecordedRacesService.builtIn(dates: dates)))
        }
        return RacesServiceRepository(
            service: FallbackRacesService(
                routes: [
                    .init(
                        .nextRaces, service: NedsRacesService(client: client, readsRaceForms: readsRaceForms)),
                    .init(
                        .categoryGroup,
                        service: NedsCategoryGroupService(client: client, readsRaceForms: readsRaceForms)),
                    .init(
                        .racingDay,
                        service: RacingDayRacesService(
                            meetings: NedsMeetingsService(client: client), dates: dates, timeZone: timeZone)),
                ],
                dates: dates))
    }

    /// The race cards: the API's, or the demo's recorded cards for races of its day.
    /// - Throws: `ExitCode.failure`, after saying why on stderr, when the demo's day is damaged.
    func raceCards() throws -> any RaceCardRepository {
        guard let client else {
            return RecordedRaceCardRepository(
                service: try demo(RecordedRaceCardService.builtIn(dates: dates)))
        }
        return RaceCardServiceRepository(service: NedsRaceCardService(client: client))
    }

    /// The demo's price replay (`DemoPriceReplay`) over its recorded cards and day; nil live.
    /// - Throws: `ExitCode.failure`, after saying why on stderr, when the demo's day is damaged.
    func demoPriceReplay() throws -> DemoPriceReplay? {
        guard client == nil else { return nil }
        return DemoPriceReplay(
            cards: RecordedRaceCardRepository(
                service: try demo(RecordedRaceCardService.builtIn(dates: dates))),
            meetings: try meetings())
    }

    /// The racing day's meetings, one request each, with the day before's carried over while
    /// its races run on.
    /// - Throws: `ExitCode.failure`, after saying why on stderr, when the demo's day is damaged.
    func meetings() throws -> CarryOverMeetingsRepository {
        let service: any MeetingsService =
            if let client {
                NedsMeetingsService(client: client)
            } else {
                try demo(RecordedMeetingsService.builtIn(dates: dates))
            }
        return CarryOverMeetingsRepository(base: MeetingsServiceRepository(service: service), dates: dates)
    }

    /// The interactor for `repository`, on this source's clock and dates, fetching on `schedule`
    /// and keeping races from `countries`.
    func interactor(
        repository: any RacesRepository, schedule: NextRacesSchedule = NextRacesSchedule(),
        countries: CountryFilter = .all
    ) -> PollingNextRacesInteractor<C> {
        PollingNextRacesInteractor(
            repository: repository, clock: clock, dates: dates, schedule: schedule, countries: countries)
    }

    /// The demo's part `make` builds from the recordings built in; when they are damaged, says on
    /// stderr in one line that the demo cannot start, and throws the status to end with.
    private func demo<Part>(_ make: @autoclosure () throws(FetchFailure) -> Part) throws -> Part {
        do {
            return try make()
        } catch {
            // Only a damaged built-in day fails here, and a test rules that out.
            let diagnostic =
                if case .invalidResponse(let reason) = error {
                    CommandLineNotice.demoCannotStart(reason: reason, isDamaged: true)
                } else {
                    CommandLineNotice.demoCannotStart(reason: "\(error)", isDamaged: false)
                }
            output.write(DiagnosticPrinter.line(diagnostic), to: .standardError)
            throw ExitCode.failure
        }
    }
}
