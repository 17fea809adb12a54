import DataLayer
import DomainLayer
import Foundation
import SharedUtils
import Spawning

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sends an alert as the channel says: a POST over the App's HTTP client for ntfy and a webhook,
/// `/bin/sh -c` for a command, with the alert's JSON on its standard input. An ntfy token is read
/// from its file or variable at each send, and never said.
struct LiveAlertSender: AlertSending {
    /// The App's HTTP client, as a poster.
    let poster: any HTTPPoster
    /// The variables a token is read from, and the command runs with.
    let variables: [String: String]

    func send(_ alert: Alert, to channel: AlertChannel) async -> AlertSendOutcome {
        switch channel {
        case .ntfy(let url, let token):
            var secret: String?
            if let token {
                switch readToken(token) {
                case .success(let value): secret = value
                case .failure(let problem): return .refused(reason: problem.reason)
                }
            }
            return await post(AlertPosts.ntfy(alert, url: url, token: secret), named: "ntfy")
        case .webhook(let url):
            return await post(AlertPosts.webhook(alert, url: url), named: "the webhook")
        case .command(let command):
            return await run(command, with: AlertRecord(alert).jsonLine)
        }
    }

    /// POSTs `request`: 2xx sent; 429 or 5xx, or no answer, tried again; any other refused.
    private func post(_ request: HTTPPost, named name: String) async -> AlertSendOutcome {
        let response: HTTPResponse
        do {
            response = try await poster.post(request)
        } catch {
            return .retry(reason: "\(name) did not answer: \(error)", retryAfter: nil)
        }
        switch response.status {
        case 200..<300: return .sent
        case 429, 500..<600:
            return .retry(
                reason: "\(name) answered \(response.status)",
                retryAfter: response.headers["retry-after"].flatMap(RetryAfter.init(headerValue:)))
        default: return .refused(reason: "\(name) answered \(response.status)")
        }
    }

    /// Why a token could not be read, without the token.
    private struct TokenProblem: Error {
        let reason: String
    }

    /// The token from its file's first line or its variable; why not, without the token.
    private func readToken(_ token: AlertToken) -> Result<String, TokenProblem> {
        switch token {
        case .file(let path):
            guard let data = FileManager.default.contents(atPath: path), data.count <= 4_096,
                let line = String(data: data, encoding: .utf8)?.split(whereSeparator: \.isNewline).first
            else { return .failure(TokenProblem(reason: "the ntfy token file \(path) cannot be read")) }
            return .success(String(line).trimmingCharacters(in: .whitespaces))
        case .environment(let name):
            guard let value = variables[name], !value.isEmpty else {
                return .failure(TokenProblem(reason: "the ntfy token variable $\(name) is not set"))
            }
            return .success(value)
        }
    }

    /// Runs `command` with `input` on its standard input: status 0 sent, anything else refused.
    private func run(_ command: String, with input: Data) async -> AlertSendOutcome {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else {
            return .retry(reason: "no pipe for the command", retryAfter: nil)
        }
        let program: SpawnedProgram
        do {
            program = try SpawnedProgram(
                executable: "/bin/sh", arguments: ["-c", command], environment: variables,
                input: descriptors[0])
        } catch {
            close(descriptors[0])
            close(descriptors[1])
            return .refused(reason: "the command cannot start: \(error)")
        }
        close(descriptors[0])
        input.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptors[1], bytes.baseAddress! + offset, bytes.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
        close(descriptors[1])
        let exit = await program.exited()
        return exit == .exited(0) ? .sent : .refused(reason: "the command ended with status \(exit.status)")
    }
}
