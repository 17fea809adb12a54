import ArgumentParser
import DataLayer
import DomainLayer
import Foundation
import LiveHTTP
import PresentationLayer
import SharedUtils

/// Builds the object graph: the one place that knows every layer.
enum AppWiring {
    /// The live date source: the system's wall clock.
    static let liveDates = DateSource.system
    /// The demo's date source for a report: the wall clock, or the time `NEXTTOGO_DEMO_NOW` pins.
    static let stillDemoDates = DemoClock.dates(startingAt: DemoClock.environmentStart, pace: .still)
    /// The demo's date source for a watch: the wall clock, or running on from the time
    /// `NEXTTOGO_DEMO_NOW` pins, read once.
    static let runningDemoDates = DemoClock.dates(startingAt: DemoClock.environmentStart, pace: .running)

    /// The demo's date source at `pace`.
    static func demoDates(_ pace: DemoClock.Pace) -> DateSource {
        pace == .running ? runningDemoDates : stillDemoDates
    }

    /// The date source of `feed`'s races: the demo's at `pace` when it plays the demo, else the
    /// wall clock.
    static func dates(for feed: FeedOptions, pace: DemoClock.Pace) -> DateSource {
        feed.demo ? demoDates(pace) : liveDates
    }
    /// The one live clock that waits sleep on.
    static let clock = ContinuousClock()
    /// The one HTTP client, made on the first live request and shut down when the command ends
    /// (`NextToGoCommand.main`).
    static let http = SharedHTTPClient()

    /// Where the stars and the saved settings are kept: the config file.
    static func settingsStore() -> StarStore {
        StarStore(file: .standard())
    }

    /// Where races come from.
    enum FeedSource {
        /// The live API at an endpoint.
        case live(NedsEndpoint)
        /// The racing day built into the program, its clock at a pace.
        case demo(DemoClock.Pace)
    }

    /// The endpoint `feed` chooses, with `configBrand` the config file's brand.
    /// - Throws: `ValidationError` when the chosen root is not an http or https URL.
    static func endpoint(for feed: FeedOptions, configBrand: RacingBrand? = nil) throws -> NedsEndpoint {
        try endpoint(for: feed.apiChoice, configBrand: configBrand)
    }

    /// The endpoint `choice` chooses, with `configBrand` the config file's brand.
    /// - Throws: `ValidationError` when the chosen root is not an http or https URL.
    private static func endpoint(for choice: RacingAPIChoice, configBrand: RacingBrand?) throws
        -> NedsEndpoint
    {
        do {
            return try NedsEndpoint(apiRoot: choice.api(fallback: configBrand).root.absoluteString)
        } catch {
            throw ValidationError("\(error).")
        }
    }

    /// The host of the API `feed` names, with `configBrand` the config file's brand, for messages.
    /// - Throws: `ValidationError` when the chosen root is not an http or https URL.
    static func host(for feed: FeedOptions, configBrand: RacingBrand?) throws -> String {
        try endpoint(for: feed, configBrand: configBrand).hostDescription
    }

    /// A client of the API at `endpoint` over the live transport, giving up on a request after
    /// `timeout`: the one HTTP client, naming this version of nexttogo.
    static func client(of endpoint: NedsEndpoint, timeout: Duration) -> NedsClient {
        NedsClient(
            endpoint: endpoint,
            transport: AsyncHTTPClientTransport(
                client: http.client, timeout: timeout, maximumBodySize: HTTPResponse.maximumBodySize,
                clock: clock),
            userAgent: AppVersion.userAgent)
    }

    /// The races repository for `source`, giving up on a request after `timeout`; the races carry
    /// their details when `readsRaceForms` is true (the demo's always do). Live, the races come
    /// from the first of the API's three routes that answers (`nextRacesRoutes`), the racing day's
    /// reckoned in `timeZone`.
    static func repository(
        for source: FeedSource, timeout: Duration, readsRaceForms: Bool = false, timeZone: TimeZone = .current
    ) throws -> RacesServiceRepository {
        let service: any RacesService
        switch source {
        case .live(let endpoint):
            service = FallbackRacesService(
                routes: nextRacesRoutes(
                    at: endpoint, timeout: timeout, readsRaceForms: readsRaceForms, timeZone: timeZone),
                dates: liveDates)
        case .demo(let pace):
            service = try RecordedRacesService.builtIn(dates: demoDates(pace))
        }
        return RacesServiceRepository(service: service)
    }

    /// The services of the API's routes to the next races at `endpoint`, in the order they are
    /// tried: `method=nextraces`, the v2 category group, then the racing day in `timeZone`.
    static func nextRacesRoutes(
        at endpoint: NedsEndpoint, timeout: Duration, readsRaceForms: Bool, timeZone: TimeZone
    ) -> [FallbackRacesService.Route] {
        let neds = client(of: endpoint, timeout: timeout)
        return [
            .init(.nextRaces, service: NedsRacesService(client: neds, readsRaceForms: readsRaceForms)),
            .init(
                .categoryGroup,
                service: NedsCategoryGroupService(client: neds, readsRaceForms: readsRaceForms)),
            .init(
                .racingDay,
                service: RacingDayRacesService(
                    meetings: NedsMeetingsService(client: neds), dates: liveDates, timeZone: timeZone)),
        ]
    }

    /// The races repository `feed` names, with `configBrand` the config file's brand;
    /// `readsRaceForms` asks for the races' details too; the racing day route reckons the day in
    /// `timeZone`; the demo's clock moves at `pace`.
    /// - Throws: `ExitCode.failure`, after saying why on stderr, when the demo's built-in racing
    ///   day is damaged.
    static func repository(
        for feed: FeedOptions, pace: DemoClock.Pace, readsRaceForms: Bool = false,
        configBrand: RacingBrand? = nil, timeZone: TimeZone = .current
    ) throws -> RacesServiceRepository {
        do {
            return try repository(
                for: feed.demo ? .demo(pace) : .live(endpoint(for: feed, configBrand: configBrand)),
                timeout: .seconds(feed.timeout), readsRaceForms: readsRaceForms, timeZone: timeZone)
        } catch let error as FetchFailure {
            // Only the built-in racing day fails here, and a test rules that out.
            throw demoCannotStart(because: error)
        }
    }

    /// Where race cards come from for `feed`, with `configBrand` the config file's brand: the
    /// demo's recorded cards on its clock at `pace`, or the API `feed` names.
    /// - Throws: `ExitCode.failure`, after saying why on stderr, when the demo's built-in cards
    ///   are damaged.
    static func raceCardRepository(
        for feed: FeedOptions, pace: DemoClock.Pace, configBrand: RacingBrand? = nil
    ) throws -> any RaceCardRepository {
        guard feed.demo else {
            return raceCardRepository(
                for: try endpoint(for: feed, configBrand: configBrand), timeout: .seconds(feed.timeout))
        }
        return try demoRaceCardRepository(pace: pace)
    }

    /// The race-card repository for the API at `endpoint`, giving up on a request after `timeout`.
    static func raceCardRepository(for endpoint: NedsEndpoint, timeout: Duration) -> RaceCardServiceRepository
    {
        RaceCardServiceRepository(
            service: NedsRaceCardService(client: client(of: endpoint, timeout: timeout)))
    }

    /// The race-card repository of the demo: the recorded cards built into the program, for races
    /// of the recorded day replayed on the demo's clock at `pace`.
    /// - Throws: `ExitCode.failure`, after saying why on stderr, when the built-in day is damaged.
    static func demoRaceCardRepository(pace: DemoClock.Pace) throws -> RecordedRaceCardRepository {
        do {
            return RecordedRaceCardRepository(
                service: try RecordedRaceCardService.builtIn(dates: demoDates(pace)))
        } catch {
            // Only a damaged built-in day fails here, and a test rules that out.
            throw demoCannotStart(because: error)
        }
    }

    /// Where the racing day's meetings come from for `feed`, with `configBrand` the config file's
    /// brand: the demo's recorded day on its clock at `pace`, or one request to the API `feed`
    /// names.
    /// - Throws: `ExitCode.failure`, after saying why on stderr, when the demo's built-in day is
    ///   damaged.
    static func meetingsRepository(
        for feed: FeedOptions, pace: DemoClock.Pace, configBrand: RacingBrand? = nil
    ) throws -> CarryOverMeetingsRepository {
        guard feed.demo else {
            return CarryOverMeetingsRepository(
                base: MeetingsServiceRepository(
                    service: NedsMeetingsService(
                        client: client(
                            of: try endpoint(for: feed, configBrand: configBrand),
                            timeout: .seconds(feed.timeout)))),
                dates: liveDates)
        }
        do {
            let dates = demoDates(pace)
            return CarryOverMeetingsRepository(
                base: MeetingsServiceRepository(service: try RecordedMeetingsService.builtIn(dates: dates)),
                dates: dates)
        } catch {
            // Only a damaged built-in day fails here, and a test rules that out.
            throw demoCannotStart(because: error)
        }
    }

    /// `nexttogo doctor`'s checkup of the API `choice` names (with `configBrand` the config
    /// file's brand), giving up on each route after `timeout`, and the API's host for its report.
    /// The racing day is asked for in the local zone, as the board's racing-day route asks for it
    /// without `--tz`.
    /// - Throws: `ValidationError` when the chosen root is not an http or https URL.
    static func apiCheckup(for choice: RacingAPIChoice, configBrand: RacingBrand?, timeout: Duration) throws
        -> (checkup: APICheckup, host: String)
    {
        let endpoint = try endpoint(for: choice, configBrand: configBrand)
        let probe = NedsRouteProbe(
            client: client(of: endpoint, timeout: timeout), dates: liveDates, clock: clock)
        return (APICheckup(probe: probe, dates: liveDates, timeZone: .current), endpoint.hostDescription)
    }

    /// Says on stderr, in one line, that the demo cannot start because of `error`, and returns
    /// the exit status to end with: the one path for the races and the cards alike.
    static func demoCannotStart(because error: any Error) -> ExitCode {
        let diagnostic =
            if case FetchFailure.invalidResponse(let reason) = error {
                CommandLineNotice.demoCannotStart(reason: reason, isDamaged: true)
            } else {
                CommandLineNotice.demoCannotStart(reason: "\(error)", isDamaged: false)
            }
        DiagnosticPrinter.print(diagnostic)
        return ExitCode.failure
    }

    /// The interactor for `repository`, on the real clock and `dates`, fetching on `schedule`
    /// and keeping races from `countries`.
    static func interactor(
        repository: any RacesRepository, dates: DateSource, schedule: NextRacesSchedule = NextRacesSchedule(),
        countries: CountryFilter = .all
    )
        -> PollingNextRacesInteractor<ContinuousClock>
    {
        PollingNextRacesInteractor(
            repository: repository, clock: clock, dates: dates, schedule: schedule, countries: countries)
    }
}
