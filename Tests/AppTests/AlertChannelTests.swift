import DomainLayer
import Foundation
import TestSupport
import Testing

@testable import NextToGoCLI

/// The live sender against ntfy's and a webhook's side, played by servers on 127.0.0.1 that
/// check what they receive, and a command that reads the alert on its input.
@Suite(.timeLimit(.minutes(2))) struct AlertChannelTests {
    private let raised = Date(timeIntervalSince1970: 1_779_494_400)

    private var alert: Alert {
        Alert(
            id: "followed_runner:r4:11", kind: .followedRunner,
            title: "Evil\r\nX-Injected: yes: Community Art runs in Redcliffe R4 at 08:48",
            message: "11 Community Art, barrier 4, $3.30.\nFollowed: runner Community Art.",
            priority: .normal,
            tags: ["harness", "blackbook"], click: URL(string: "https://example.com/race/r4"), raceID: "r4",
            raisedAt: raised)
    }

    private func sender(_ variables: [String: String] = [:]) -> LiveAlertSender {
        LiveAlertSender(poster: LoopbackTransport.make(), variables: variables)
    }

    @Test func ntfyReceivesThePublishRequestWithEachTextInItsField() async throws {
        let server = try LoopbackHTTPServer { _ in .json(Array(#"{"id":"x"}"#.utf8)) }
        defer { server.stop() }
        let channel = AlertChannel.ntfy(
            url: server.baseURL.appendingPathComponent("my-races"), token: .environment("NTFY_TOKEN"))

        let outcome = await sender(["NTFY_TOKEN": "tk_secret"]).send(alert, to: channel)

        #expect(outcome == .sent)
        let request = try #require(server.receivedRequests.first)
        #expect(request.method == "POST")
        #expect(request.target == "/my-races")
        #expect(
            request.headers["title"] == "Evil X-Injected: yes: Community Art runs in Redcliffe R4 at 08:48")
        #expect(request.headers["x-injected"] == nil, "a newline in a name never starts a header")
        #expect(request.headers["priority"] == "3")
        #expect(request.headers["tags"] == "harness,blackbook")
        #expect(request.headers["click"] == "https://example.com/race/r4")
        #expect(request.headers["authorization"] == "Bearer tk_secret")
        #expect(
            String(decoding: request.body, as: UTF8.self)
                == "11 Community Art, barrier 4, $3.30. Followed: runner Community Art.")
    }

    @Test func theWebhookReceivesTheDocumentedRecord() async throws {
        let server = try LoopbackHTTPServer { _ in .text("", status: 204) }
        defer { server.stop() }

        let outcome = await sender().send(
            alert, to: .webhook(url: server.baseURL.appendingPathComponent("hook")))

        #expect(outcome == .sent)
        let request = try #require(server.receivedRequests.first)
        #expect(request.headers["content-type"] == "application/json")
        let record = try #require(
            try JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any])
        #expect(record["version"] as? Int == 1)
        #expect(record["kind"] as? String == "followed_runner")
        #expect(
            record["title"] as? String == "Evil X-Injected: yes: Community Art runs in Redcliffe R4 at 08:48")
        #expect(record["race_id"] as? String == "r4")
    }

    @Test(arguments: [
        (429, "Retry-After", "120"), (503, "Retry-After", "30"), (500, "X-Other", "1"),
    ])
    func aBusyOrFailingChannelIsTriedAgainAtTheTimeItAsks(status: Int, header: String, value: String)
        async throws
    {
        let server = try LoopbackHTTPServer { _ in .text("busy", status: status, headers: [(header, value)]) }
        defer { server.stop() }

        let outcome = await sender().send(alert, to: .webhook(url: server.baseURL))

        guard case .retry(let reason, let retryAfter) = outcome else {
            Issue.record("expected a retry, got \(outcome)")
            return
        }
        #expect(reason == "the webhook answered \(status)")
        #expect(retryAfter == (header == "Retry-After" ? .delay(.seconds(Int(value)!)) : nil))
    }

    @Test func aChannelThatRefusesIsNotTriedAgainAndAChannelDownIs() async throws {
        let server = try LoopbackHTTPServer { _ in .text("no", status: 403) }
        let url = server.baseURL
        let refused = await sender().send(alert, to: .webhook(url: url))
        server.stop()
        let down = await sender().send(alert, to: .webhook(url: url))

        #expect(refused == .refused(reason: "the webhook answered 403"))
        guard case .retry = down else {
            Issue.record("expected a retry, got \(down)")
            return
        }
    }

    @Test func aMissingTokenIsSaidWithoutTheTokenAndNothingIsSent() async throws {
        let server = try LoopbackHTTPServer { _ in .text("", status: 200) }
        defer { server.stop() }

        let outcome = await sender().send(
            alert, to: .ntfy(url: server.baseURL, token: .environment("NTFY_TOKEN")))

        #expect(outcome == .refused(reason: "the ntfy token variable $NTFY_TOKEN is not set"))
        #expect(server.receivedRequests.isEmpty)
    }

    @Test func theCommandReadsTheAlertAsJSONOnItsInput() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("alert.json").path

        let outcome = await sender().send(alert, to: .command("cat > '\(file)'"))
        let failed = await sender().send(alert, to: .command("exit 3"))

        #expect(outcome == .sent)
        let record = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file)))
                as? [String: Any])
        #expect(record["id"] as? String == "followed_runner:r4:11")
        #expect(failed == .refused(reason: "the command ended with status 3"))
    }
}

/// `doctor` names each alert channel, never its token, and `--send-test` sends each a test alert;
/// `alerts` refuses bad channels as usage errors; the config file's `"alerts"` names channels.
@Suite(.timeLimit(.minutes(2))) struct AlertChannelCommandTests {
    @Test func doctorListsTheChannelsWithoutTheTokenAndSendsATestAlert() async throws {
        let ntfy = try LoopbackHTTPServer { _ in .json(Array("{}".utf8)) }
        defer { ntfy.stop() }
        let api = try LoopbackHTTPServer { _ in .text("no", status: 404) }
        defer { api.stop() }
        let topic = ntfy.baseURL.appendingPathComponent("my-races").absoluteString

        let output = try await CommandRunner.run(
            [
                "doctor", "--api-url", api.baseURL.absoluteString, "--ntfy", topic, "--ntfy-token-env",
                "NTFY_TOKEN", "--send-test",
            ],
            environment: ["NTFY_TOKEN": "tk_very_secret"])

        #expect(
            output.stdout.contains("Alert channels\n  ntfy \(topic) (token from $NTFY_TOKEN)\n"),
            "\(output.stdout)")
        #expect(output.stderr.contains("nexttogo: test alert sent to ntfy \(topic)"), "\(output.stderr)")
        #expect(!(output.stdout + output.stderr).contains("tk_very_secret"))
        let request = try #require(ntfy.receivedRequests.first)
        #expect(request.headers["title"] == "nexttogo test alert")
        #expect(request.headers["authorization"] == "Bearer tk_very_secret")
    }

    @Test func doctorsJSONListsTheChannelsWithWhereTheTokenComesFromAndNeverTheToken() async throws {
        let api = try LoopbackHTTPServer { _ in .text("no", status: 404) }
        defer { api.stop() }

        let output = try await CommandRunner.run(
            [
                "doctor", "--json", "--api-url", api.baseURL.absoluteString, "--ntfy",
                "https://ntfy.sh/my-races",
                "--ntfy-token-env", "NTFY_TOKEN", "--webhook", "https://h.example/x",
            ],
            environment: ["NTFY_TOKEN": "tk_very_secret"])

        let record = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let channels = try #require(record["alert_channels"] as? [[String: Any]])
        #expect(channels.map { $0["kind"] as? String } == ["ntfy", "webhook"])
        #expect(
            channels.map { $0["target"] as? String } == ["https://ntfy.sh/my-races", "https://h.example/x"])
        #expect(channels.first?["token_from"] as? String == "$NTFY_TOKEN")
        #expect(channels.last?["token_from"] is NSNull)
        #expect(!(output.stdout + output.stderr).contains("tk_very_secret"))
    }

    @Test(arguments: [
        (["alerts", "--ntfy", "ntfy.sh/topic"], "--ntfy needs an http or https URL"),
        (["alerts", "--webhook", "ftp://x/y"], "--webhook needs an http or https URL"),
        (["alerts", "--ntfy-token-env", "T"], "An ntfy token needs --ntfy."),
        (["alerts", "--alert-command", " "], "--alert-command needs a command"),
    ])
    func aBadChannelIsAUsageError(arguments: [String], words: String) async throws {
        let output = try await CommandRunner.run(arguments)

        #expect(output.status == 64)
        #expect(output.stderr.contains(words), "\(output.stderr)")
    }

    @Test func aChannelOnTheBoardNeedsWatchMode() async throws {
        let output = try await CommandRunner.run(["--demo", "--webhook", "https://example.com/hook"])

        #expect(output.status == 64)
        #expect(output.stderr.contains("--ntfy, --webhook and --alert-command work only with --watch"))
    }

    @Test func alertsWithNoChannelSaysHowToGiveOne() async throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }

        let output = try await CommandRunner.run(
            ["alerts", "--demo"], environment: ["XDG_CONFIG_HOME": home.url.path])

        #expect(output.status == 1)
        #expect(output.stderr.contains("no channel to send alerts to"))
    }

    @Test func theConfigFileNamesChannelsThatFlagsReplace() throws {
        let config = try SavedConfig(
            data: Data(
                #"{"alerts": {"ntfy": "https://ntfy.sh/r", "ntfy_token_file": "/etc/t", "webhook": "https://h.example/x", "command": "logger"}}"#
                    .utf8))

        #expect(
            config.alertChannels == [
                .ntfy(url: URL(string: "https://ntfy.sh/r")!, token: .file("/etc/t")),
                .webhook(url: URL(string: "https://h.example/x")!), .command("logger"),
            ])
        #expect(throws: SavedConfig.Problem.self) {
            try SavedConfig(data: Data(#"{"alerts": {"ntfy": "ftp://x"}}"#.utf8))
        }
        #expect(throws: SavedConfig.Problem.self) {
            try SavedConfig(data: Data(#"{"alerts": {"pager": "x"}}"#.utf8))
        }
    }
}
