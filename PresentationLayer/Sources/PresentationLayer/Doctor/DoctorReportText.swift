import DomainLayer
import Foundation
import SharedUtils

/// `nexttogo doctor`'s report in words: a line per route, then the board's route, the clock,
/// the config file and the terminal.
public enum DoctorReportText {
    /// The report as lines for stdout, each ending in a newline.
    public static func text(_ report: APICheckupReport, in surroundings: DoctorSurroundings) -> String {
        let pathWidth = report.checks.map(\.path.count).max() ?? 0
        var lines = ["nexttogo doctor: \(TerminalSafeText.sanitize(surroundings.host))"]
        for check in report.checks {
            let status = shownStatus(check).map(String.init) ?? "-"
            let time = check.elapsed.map(milliseconds) ?? "-"
            lines.append(
                "  " + pad(mark(check.verdict), 6) + pad(check.path, pathWidth + 2)
                    + pad(status, 4, leading: true)
                    + "  " + pad(time, 8, leading: true) + "  " + detail(check))
        }
        lines.append("board     " + boardWords(report))
        lines.append("clock     " + clockWords(report.clock))
        lines.append("config    " + configWords(surroundings.config))
        lines.append("terminal  " + terminalWords(surroundings.terminal))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The error when the board cannot be shown; nil when it can. With `--json` the routes'
    /// lines are not printed, so it points at none.
    public static func failure(_ report: APICheckupReport, asJSON: Bool = false) -> Diagnostic? {
        guard !report.canShowBoard else { return nil }
        return .error("the board cannot be shown: \(boardWords(report, pointsAbove: !asJSON))")
    }

    /// The word in front of a check: `ok`, `gone` (the route is not there), `fail` (the network or
    /// the server) or `-` (not asked).
    static func mark(_ verdict: RouteCheck.Verdict) -> String {
        switch verdict {
        case .answered: "ok"
        case .refused: "gone"
        case .failed: "fail"
        case .notAsked: "-"
        }
    }

    /// What a route that answered sent, such as `38 races` or `a card of 9 runners`.
    static func words(for answer: RouteCheck.Answer) -> String {
        switch answer {
        case .races(let count, let skipped):
            counted(count, "race") + (skipped > 0 ? ", \(skipped) left out" : "")
        case .racingDay(let meetings, let toCome):
            "\(counted(meetings, "meeting")), \(counted(toCome, "race")) to come"
        case .raceCard(let runners): "a card of \(counted(runners, "runner"))"
        case .unknownRace: "answers, but holds no card of the race asked for"
        }
    }

    /// `count` and `noun`, plural unless one, such as `1 race` or `38 races`.
    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// The status to show: a redirect's, when the request was sent elsewhere and what came back
    /// there was not this route's answer; else the answer's.
    static func shownStatus(_ check: RouteCheck) -> Int? {
        guard let redirect = check.redirect else { return check.status }
        if case .answered = check.verdict { return check.status }
        return redirect.status
    }

    /// What came back, or why nothing usable did; a redirect is said as one.
    static func detail(_ check: RouteCheck) -> String {
        guard let redirect = check.redirect else { return answerDetail(check) }
        let target = redirect.location.isEmpty ? "with no Location" : "to \(redirect.location)"
        switch check.verdict {
        case .answered, .notAsked: return "\(answerDetail(check)) (redirected \(target))"
        case .refused: return "redirected \(target), which is not this route"
        case .failed: return "redirected \(target), which failed: \(answerDetail(check))"
        }
    }

    /// What came back from wherever the request ended, or why nothing usable did.
    private static func answerDetail(_ check: RouteCheck) -> String {
        switch check.verdict {
        case .answered(let answer): words(for: answer)
        case .notAsked: "not asked: no route listed a race to ask for"
        case .refused(.routeRefused(let status)) where status == 404:
            check.subject == .raceCard
                ? "the route is not there (HTTP 404 for a race the next races list)"
                : "the route is not there (HTTP 404)"
        case .refused(.routeRefused): "the gateway has no service for this route"
        case .refused(let error), .failed(let error): error.message(about: subject(of: check))
        }
    }

    /// Where the board's races will come from, or why it cannot be shown; `pointsAbove` when the
    /// routes' lines are printed above it.
    static func boardWords(_ report: APICheckupReport, pointsAbove: Bool = true) -> String {
        guard let route = report.boardRoute else {
            let networkFailed = report.checks.contains {
                if case .failed = $0.verdict, $0.subject == .races { true } else { false }
            }
            let above = pointsAbove ? " (see above)" : ""
            return networkFailed
                ? "no route to the next races answered; the network or the server failed\(above); "
                    + "try --demo for a recorded racing day"
                : "no route to the next races answers\(above); try --brand or --api-url, or --demo"
        }
        return "from \(route.path)"
    }

    /// What the API's clock says of the local one, in words; past `APICheckup.clockTolerance` it
    /// says what to check.
    public static func clockWords(_ reading: APIClockReading) -> String {
        let offset: TimeInterval
        switch reading {
        case .offset(let value): offset = value
        case .unreadable(let sent):
            return "the racing API sent a Date header that cannot be read (\"\(sent)\"), "
                + "so the clock cannot be checked"
        case .notSent: return "the racing API sent no Date header, so the clock cannot be checked"
        case .noAnswer:
            return "nothing answered, so the clock cannot be checked; try --demo for a recorded racing day"
        }
        guard abs(offset) > APICheckup.clockTolerance else {
            return "your clock agrees with the racing API's (within \(Int(abs(offset).rounded())) s)"
        }
        return "your clock is \(span(abs(offset))) \(offset > 0 ? "ahead of" : "behind") the racing API's, "
            + "so countdowns are off by as much; check its time sync (timedatectl status, or chronyc tracking)"
    }

    /// A span of seconds in the largest whole unit that fits, such as `10 minutes`.
    static func span(_ seconds: TimeInterval) -> String {
        let (value, unit): (Double, String) =
            switch seconds {
            case ..<90: (seconds, "second")
            case ..<5_400: (seconds / 60, "minute")
            case ..<172_800: (seconds / 3_600, "hour")
            default: (seconds / 86_400, "day")
            }
        let whole = Int(saturating: value.rounded())
        return "\(whole) \(unit)\(whole == 1 ? "" : "s")"
    }

    static func configWords(_ config: DoctorSurroundings.Config) -> String {
        switch config {
        case .absent(let path): "none at \(TerminalSafeText.sanitize(path)); the defaults hold"
        case .read(let path, let brand, let starred):
            "\(TerminalSafeText.sanitize(path)) (brand \(brand ?? "not set"), "
                + "\(starred) starred meeting\(starred == 1 ? "" : "s"))"
        case .unusable(_, let reason): TerminalSafeText.sanitize(reason)
        }
    }

    static func terminalWords(_ terminal: DoctorSurroundings.Terminal) -> String {
        let noColor = terminal.noColorSet ? "NO_COLOR is set" : "NO_COLOR is not set"
        guard terminal.isTerminal else { return "stdout is not a terminal, so no colour (\(noColor))" }
        let size = terminal.columns.map { columns in "\(columns)×\(terminal.rows.map(String.init) ?? "?")" }
        return (size.map { "\($0), " } ?? "") + (terminal.usesColor ? "colour" : "no colour")
            + " (\(noColor))"
    }

    private static func subject(of check: RouteCheck) -> FetchSubject {
        switch check.subject {
        case .races: .races
        case .racingDay: .meetings
        case .raceCard: .raceCard
        }
    }

    private static func milliseconds(_ duration: Duration) -> String {
        "\(Int(saturating: (duration.timeInterval * 1_000).rounded())) ms"
    }

    private static func pad(_ text: String, _ width: Int, leading: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return leading ? padding + text : text + padding
    }
}
