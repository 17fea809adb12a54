import DomainLayer
import Foundation

/// `nexttogo doctor --json`: the report as one JSON object, for scripts.
public struct DoctorJSONRecord: Encodable, Sendable {
    /// One route's check.
    struct Route: Encodable {
        let route: String
        let result: String
        let status: Int?
        let milliseconds: Int?
        let detail: String
        let redirectedTo: String?

        private enum CodingKeys: String, CodingKey {
            case route, result, status, milliseconds, detail
            case redirectedTo = "redirected_to"
        }
    }

    /// The config file as found.
    struct Config: Encodable {
        let path: String
        let state: String
        let brand: String?
        let starredMeetings: Int?
        let problem: String?

        private enum CodingKeys: String, CodingKey {
            case path, state, brand
            case starredMeetings = "starred_meetings"
            case problem
        }
    }

    /// The terminal on stdout.
    struct Terminal: Encodable {
        let isTerminal: Bool
        let columns: Int?
        let rows: Int?
        let color: Bool
        let noColor: Bool

        private enum CodingKeys: String, CodingKey {
            case isTerminal = "is_terminal"
            case columns, rows, color
            case noColor = "no_color"
        }
    }

    /// An alert channel, named as `doctor` names it: never its token, only where it is read from.
    struct Channel: Encodable {
        let kind: String
        let target: String
        let tokenFrom: String?

        private enum CodingKeys: String, CodingKey {
            case kind, target
            case tokenFrom = "token_from"
        }

        /// Writes `token_from` as `null` when there is no token, so each channel has every key.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encode(target, forKey: .target)
            try container.encode(tokenFrom, forKey: .tokenFrom)
        }

        init(_ channel: AlertChannel) {
            switch channel {
            case .ntfy(let url, let token):
                (kind, target, tokenFrom) = ("ntfy", url.absoluteString, token?.sourceDescription)
            case .webhook(let url): (kind, target, tokenFrom) = ("webhook", url.absoluteString, nil)
            case .command(let command): (kind, target, tokenFrom) = ("command", command, nil)
            }
        }
    }

    let api: String
    let routes: [Route]
    let boardRoute: String?
    let canShowBoard: Bool
    let clockOffsetSeconds: Double?
    let clock: String
    let config: Config
    let terminal: Terminal
    let alertChannels: [Channel]

    private enum CodingKeys: String, CodingKey {
        case alertChannels = "alert_channels"
        case api, routes
        case boardRoute = "board_route"
        case canShowBoard = "can_show_board"
        case clockOffsetSeconds = "clock_offset_seconds"
        case clock, config, terminal
    }

    /// The record of `report` in `surroundings`, with the alert channels `channels`.
    public init(
        _ report: APICheckupReport, in surroundings: DoctorSurroundings, channels: [AlertChannel]
    ) {
        alertChannels = channels.map(Channel.init)
        api = surroundings.host
        routes = report.checks.map { check in
            Route(
                route: check.path, result: Self.result(check.verdict),
                status: DoctorReportText.shownStatus(check),
                milliseconds: check.elapsed.map { Int(saturating: ($0.timeInterval * 1_000).rounded()) },
                detail: DoctorReportText.detail(check), redirectedTo: check.redirect?.location)
        }
        boardRoute = report.boardRoute?.path
        canShowBoard = report.canShowBoard
        clockOffsetSeconds = report.clockOffset
        clock = DoctorReportText.clockWords(report.clock)
        config =
            switch surroundings.config {
            case .absent(let path):
                Config(path: path, state: "absent", brand: nil, starredMeetings: nil, problem: nil)
            case .read(let path, let brand, let starred):
                Config(path: path, state: "read", brand: brand, starredMeetings: starred, problem: nil)
            case .unusable(let path, let reason):
                Config(path: path, state: "unusable", brand: nil, starredMeetings: nil, problem: reason)
            }
        let facts = surroundings.terminal
        terminal = Terminal(
            isTerminal: facts.isTerminal, columns: facts.columns, rows: facts.rows, color: facts.usesColor,
            noColor: facts.noColorSet)
    }

    /// The record as pretty JSON with sorted keys and a final newline.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func result(_ verdict: RouteCheck.Verdict) -> String {
        switch verdict {
        case .answered: "ok"
        case .refused: "refused"
        case .failed: "failed"
        case .notAsked: "not_asked"
        }
    }
}
