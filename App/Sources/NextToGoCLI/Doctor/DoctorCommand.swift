import ArgumentParser
import DataLayer
import DomainLayer
import Foundation
import PresentationLayer

/// `nexttogo doctor`: asks each route of the racing API once and says which answer, which the
/// board will use, how far the clock is from the API's, and what config file and terminal
/// nexttogo sees. The first thing to run when live data looks wrong.
struct DoctorCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract:
            "Checks which routes of the racing API answer, the clock, the config file and the terminal.",
        discussion: """
            One request to each route to the next races, to the racing day and to a race card, each \
            with its HTTP status, its time and what came back. Exits 0 when the board can be shown, \
            1 when no route to the next races answers.
            """)

    @OptionGroup var api: APIOptions

    @Flag(name: [.short, .long], help: "Print the report as one JSON object.")
    var json = false

    @OptionGroup var channelOptions: AlertChannelOptions

    @Flag(name: .customLong("send-test"), help: "Send a test alert to each alert channel.")
    var sendTest = false

    func validate() throws {
        try api.validateRoot()
    }

    func run<C: Clock<Duration>>(in environment: CommandEnvironment<C>) async throws {
        let store = environment.settingsStore
        let config: DoctorSurroundings.Config
        var saved: SavedConfig?
        do {
            saved = try store.load()
            config =
                FileManager.default.fileExists(atPath: store.location)
                ? .read(
                    path: store.location, brand: saved?.brand?.rawValue,
                    starredCount: saved?.stars.names.count ?? 0)
                : .absent(path: store.location)
        } catch {
            config = .unusable(path: store.location, reason: "\(error)")
        }
        let endpoint = try environment.endpoint(for: api, configBrand: saved?.brand)
        let report = try await environment.checkup(of: endpoint, timeout: .seconds(api.timeout)).run()
        let terminal = environment.terminalCapabilities(noColorFlag: false)
        let size = terminal.isTerminal ? environment.terminal.size() : nil
        let surroundings = DoctorSurroundings(
            host: endpoint.hostDescription, config: config,
            terminal: DoctorSurroundings.Terminal(
                isTerminal: terminal.isTerminal, columns: size?.columns ?? terminal.width, rows: size?.rows,
                usesColor: terminal.usesColor,
                noColorSet: !(environment.variables["NO_COLOR"] ?? "").isEmpty))
        let channels = channelOptions.channels(config: saved ?? .empty)
        environment.print(
            json
                ? DoctorJSONRecord(report, in: surroundings, channels: channels).json()
                : DoctorReportText.text(report, in: surroundings))
        if !json && !channels.isEmpty {
            environment.print(AlertsMessages.channelList(channels))
        }
        let testFailed =
            sendTest ? await Self.sendTest(to: channels, timeout: api.timeout, in: environment) : false
        if let failure = DoctorReportText.failure(report, asJSON: json) {
            environment.report(failure)
            throw ExitCode.failure
        }
        if testFailed { throw ExitCode.failure }
    }

    /// Sends a test alert to each of `channels`, saying on stderr how each went; true when any
    /// failed, or there is none.
    private static func sendTest<C>(
        to channels: [AlertChannel], timeout: Int, in environment: CommandEnvironment<C>
    ) async -> Bool {
        guard !channels.isEmpty else {
            environment.report(
                .error(
                    "no alert channel to send a test to",
                    hint: "give --ntfy URL, --webhook URL or --alert-command CMD"))
            return true
        }
        let poster = environment.poster(.seconds(timeout))
        let sender = LiveAlertSender(poster: poster, variables: environment.variables)
        let alert = Alert(
            id: "test", kind: .test, title: "nexttogo test alert",
            message: "If you can read this, nexttogo's alerts reach you here.", tags: ["test"],
            raisedAt: environment.wallClock.now())
        var failed = false
        for channel in channels {
            let outcome = await sender.send(alert, to: channel)
            environment.report(AlertsMessages.testResult(outcome, channel: channel))
            if outcome != .sent { failed = true }
        }
        return failed
    }
}
