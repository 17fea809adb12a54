import ArgumentParser
import BoardServer
import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils

/// `nexttogo serve`: one poll of the racing API, and the board on every screen that opens the
/// page, live.
struct ServeCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serves the board to any number of browsers: one poll of the API, live on every screen.",
        discussion: """
            The board is at / (add ?tv for a TV across a room), its races as JSON at /api/board, its \
            changes as server-sent events at /events, and the server's health at /healthz. The racing \
            day is at /meetings and /meeting/<name>, a race card at /race/<id> or /race/<meeting>/<number>, \
            and their JSON under /api/. It listens \
            on 127.0.0.1 only, unless --bind 0.0.0.0 offers it to the room. Ctrl-C or SIGTERM stops it. \
            --filter, --country and --count default to the config file's, as for the board; a TV shows up \
            to \(BoardPage.tvRows) races, as large as its screen allows.
            """)

    // Unconditional, so that `--port -1` reaches validate() rather than reading as an option.
    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "The port to listen on, from 1 to 65535, or 0 for any free one.",
            valueName: "port"))
    var port: Int = 8080

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The address to listen on: 127.0.0.1 or localhost (this machine only), 0.0.0.0 (every screen that "
                + "can reach it) or one of this machine's addresses.",
            valueName: "address"))
    var bind = "127.0.0.1"

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Also post each new board, as /api/board gives it, to this Nchan publisher location, such as "
                + "http://127.0.0.1/publish/board.",
            valueName: "url"))
    var publish: String?

    @Option(
        name: [.customLong("events-url")],
        help: ArgumentHelp(
            "Have the board's page follow this Nchan subscriber location on its own host, such as "
                + "/subscribe/board, in place of /events.",
            valueName: "path"))
    var eventsURL: String?

    @OptionGroup var races: RaceFilterOptions

    @OptionGroup var raceCount: RaceCountOption

    @OptionGroup var timeZone: TimeZoneOption

    @OptionGroup var feed: FeedOptions

    func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port must be between 1 and 65535 (or 0 for any free port), not \(port).")
        }
        if let publish, ServeChannelOptions.publisherURL(publish) == nil {
            throw ValidationError(
                "--publish needs an http:// or https:// URL of an Nchan publisher location, such as "
                    + "http://127.0.0.1/publish/board, not '\(ListenAddress.shown(publish))'.")
        }
        if let eventsURL, !ServeChannelOptions.isEventsPath(eventsURL) {
            throw ValidationError(
                "--events-url needs a path on the page's own host, such as /subscribe/board, not "
                    + "'\(ListenAddress.shown(eventsURL))'.")
        }
        guard ListenAddress.isValid(bind) else {
            throw ValidationError(
                "--bind needs an IP address such as 127.0.0.1, 0.0.0.0 or ::1, or localhost, not "
                    + "'\(ListenAddress.shown(bind))'."
            )
        }
    }

    func run<C: Clock<Duration>>(in environment: CommandEnvironment<C>) async throws {
        let config = try environment.settingsStore.loadReportingProblems(to: environment)
        let settings = BoardSettings(
            filterFlag: races.categoryFilter, countFlag: raceCount.count, countryFlag: races.countryFilter,
            config: config
        )
        let zone = try timeZone.startTimeZone(local: environment.localTimeZone)
        let source = try RacingSource(
            feed: feed, pace: .running, configBrand: config.brand, environment: environment)
        let repository = try source.races(timeZone: zone.timeZone)
        let snapshots = source.interactor(repository: repository, countries: settings.countries)
            .snapshots(
                for: settings.filter,
                stars: StarPreferences(meetings: config.stars, placement: .inStartOrder),
                layout: .flat, limit: settings.count)
        let racing = try Self.racingFeeds(from: source, settings: settings, timeZone: zone.timeZone)
        let server = BoardServer(
            ServeArguments(
                host: ListenAddress.host(for: bind) ?? bind, port: port, timeZone: zone.timeZone,
                now: source.dates.now, publishURL: publish.flatMap(ServeChannelOptions.publisherURL),
                eventsPath: eventsURL ?? BoardPage.ownEventsPath,
                log: { environment.report(.note($0)) }),
            snapshots: snapshots, racing: racing)
        let (bind, origin) = (bind, repository.origin)
        let stop = try StopSignal.opened(reportingIn: environment)
        let (stopping, announce) = AsyncStream.makeStream(of: Void.self)
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    defer { announce.finish() }
                    try await server.run(
                        stoppingWhen: {
                            guard await stop.wait() != nil else { return }
                            announce.yield()
                        },
                        onListening: { port in
                            environment.report(
                                .note(ServeMessages.listening(on: bind, port: port, origin: origin)))
                        })
                }
                // Only once the first stop is taken does this wait, so the two never race for one.
                group.addTask {
                    await Self.endAtOnceOnASecondStop(after: stopping, from: stop, in: environment)
                }
                // The first to end cancels the other, and every end is taken, so the server's
                // failure (a port in use) is what the run ends with even when the second-stop
                // watcher, which ends as the server does, is taken first: taking the first end
                // alone once let its plain return hide the failure, under load.
                while try await group.next() != nil {
                    group.cancelAll()
                }
            }
        } catch {
            environment.report(.error(ServeMessages.cannotListen(on: bind, port: port, because: error)))
            throw ExitCode.failure
        }
        environment.report(.note("stopped"))
    }

    /// Ends the program at once, with status 0, if a second SIGINT or SIGTERM comes while the
    /// server stops after the first: a person pressing Ctrl-C again means it, and a stop that
    /// hangs must not need SIGKILL.
    private static func endAtOnceOnASecondStop<C>(
        after stopping: AsyncStream<Void>, from stop: StopSignal, in environment: CommandEnvironment<C>
    ) async {
        for await _ in stopping {
            guard await stop.wait() != nil else { return }
            environment.report(.note("stopped at once, on a second signal"))
            _exit(0)
        }
    }

    /// The racing day and race cards from `source`, each followed by the domain's poller: the
    /// day as the `meetings` command filters it, today in `timeZone`.
    private static func racingFeeds<C>(
        from source: RacingSource<C>, settings: BoardSettings, timeZone: TimeZone
    )
        throws -> RacingFeeds
    {
        let meetings = try source.meetings()
        let cards = try source.raceCards()
        let (categories, countries, clock, dates) = (
            settings.filter, settings.countries, source.clock, source.dates
        )
        return RacingFeeds(
            followDay: { receive in
                let follower = RacingDayFollower(
                    repository: meetings, timeZone: timeZone, clock: clock, dates: dates)
                follower.open()
                await follower.run { snapshot in
                    var filtered = snapshot
                    filtered.value = snapshot.value?.filtered(by: categories, countries: countries)
                    receive(filtered)
                }
            },
            followCard: { raceID, receive in
                let interactor = RaceCardInteractor(repository: cards, clock: clock, dates: dates)
                for await snapshot in interactor.snapshots(raceID: raceID) {
                    receive(snapshot)
                }
            })
    }
}
