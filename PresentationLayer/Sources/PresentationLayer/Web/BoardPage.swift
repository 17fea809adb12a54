import DomainLayer
import Foundation
import SharedUtils

/// The board as a web page for `nexttogo serve`: the same races, words and rules as the terminal,
/// server-rendered so it reads with JavaScript off, with each row's start as a Unix time so the
/// page's own script can tick the countdowns. Every text from the feed is escaped.
public struct BoardPage: Sendable {
    /// How the page is laid out.
    public enum Layout: Sendable, Equatable {
        /// For a desk or a phone: the header, the table and the status line.
        case standard
        /// For a TV across a room: large type, no chrome, categories by colour and letter.
        case tv
    }

    /// Where the board's start times are shown.
    let clock: ClockTimeFormatter
    let presenter: BoardPresenter
    let layout: Layout
    /// The path of the board's event stream the page follows: serve's own `/events`, or an Nchan
    /// channel's that the nginx in front serves (`serve --events-url`).
    let eventsPath: String
    /// The zone's name, for the start times the page's script lays out from an Nchan channel.
    let zoneName: String
    /// serve's own event stream.
    public static let ownEventsPath = "/events"
    /// Seconds between reloads when the page's script cannot run.
    static let fallbackRefreshSeconds = 30
    /// The most races a TV shows: ten rows and the status line fill a 16:9 screen with type 4% of
    /// its height (43 px at 1080p), readable across a room; a longer board's further races are
    /// left off the TV, never cut in half.
    public static let tvRows = 10
    /// The fewest rows a TV's screen is divided into, so that a board of one or two races does not
    /// show them a quarter of the screen high.
    static let tvLeastRows = 5

    /// A page with start times in `timeZone`, laid out as `layout`, following the board's changes
    /// at `eventsPath`.
    public init(timeZone: TimeZone, layout: Layout = .standard, eventsPath: String = ownEventsPath) {
        clock = ClockTimeFormatter(timeZone: timeZone)
        presenter = BoardPresenter(timeZone: timeZone)
        self.layout = layout
        self.eventsPath = eventsPath
        zoneName = timeZone.identifier
    }

    /// The whole page for `snapshot` (nil before the first fetch ends) at `now`.
    public func html(for snapshot: NextRacesSnapshot?, at now: Date) -> String {
        let title = snapshot.map { "nexttogo · \($0.racesDescription)" } ?? "nexttogo"
        return WebPageShell.html(
            title: title, heading: snapshot?.racesDescription ?? "races", origin: snapshot?.origin,
            freshness: .events(
                path: eventsPath, zone: zoneName, reloadWithoutScriptSeconds: Self.fallbackRefreshSeconds),
            bodyClass: layout == .tv ? "tv" : "standard", mainID: "board",
            content: fragment(for: snapshot, at: now))
    }

    /// The board's part of the page, on one line: what the page's script puts in place of the
    /// board when the server says it changed.
    public func fragment(for snapshot: NextRacesSnapshot?, at now: Date) -> String {
        switch presenter.screenState(for: snapshot, at: now) {
        case .loading:
            return #"<p class="status">Loading…</p>"#
        case .empty(let racesDescription):
            return #"<p class="status">No upcoming \#(HTMLText.escaped(racesDescription)) right now.</p>"#
        case .failed(let message, _, let retry):
            // The terminal's hint (`--demo`, `doctor`) is for whoever runs the server, who sees
            // the failure in its log; a screen in the room says only what happened and when next.
            let retryText =
                RetryWording.phrase(Self.asClockTime(retry)).map {
                    " \(HTMLText.escaped($0.capitalizedFirst))."
                }
                ?? ""
            return
                #"<p class="status stale">Cannot show races: \#(HTMLText.escaped(message)).\#(retryText)</p>"#
        case .ready(let board):
            guard let snapshot else { return "" }
            return table(of: snapshot.races, count: snapshot.limit, stars: snapshot.stars.meetings, at: now)
                + status(of: board)
        }
    }

    /// The races' table, marked with the rows a TV divides its screen into (`rows-5` to
    /// `rows-10`): the board's count, within `tvLeastRows...tvRows`, so that its type keeps one
    /// size while races come and go.
    private func table(of races: [Race], count: Int, stars: StarredMeetings, at now: Date) -> String {
        let rows = races.map { race in
            row(
                race,
                model: RaceRowViewModel(
                    race: race, now: now, clock: clock, isStarred: stars.contains(race.meetingName)))
        }
        let tvRows: Int = min(max(count, Self.tvLeastRows), Self.tvRows)
        let head: String =
            #"<table class="races rows-\#(tvRows)" data-now="\#(WebPageShell.serverClock(now))">"#
        return head
            + #"<thead><tr><th class="category">Category</th><th>Meeting</th>"#
            + #"<th class="location">Location</th><th>Race</th><th class="countdown">Starts in</th>"#
            + #"<th class="start">Start</th></tr></thead><tbody>"# + rows.joined() + "</tbody></table>"
    }

    private func row(_ race: Race, model: RaceRowViewModel) -> String {
        let category = race.category.displayName.lowercased()
        let star = model.isStarred ? #"<span class="star" title="starred">★</span> "# : ""
        let start = WebPageShell.unixSeconds(race.advertisedStart)
        return #"<tr class="race \#(category)\#(model.isStarred ? " starred" : "")" data-start="\#(start)">"#
            + WebPageShell.categoryCell(symbol: model.categorySymbol, name: model.categoryName)
            + "<td class=\"meeting\">\(star)\(HTMLText.escaped(model.meetingName))</td>"
            + "<td class=\"location\">\(HTMLText.escaped(model.locationText ?? ""))</td>"
            + #"<td class="number"><a href="\#(HTMLText.escaped(RacingDayPages.racePath(race.id)))">"#
            + "\(HTMLText.escaped(model.raceNumberText))</a></td>"
            + "<td class=\"countdown\">\(HTMLText.escaped(model.countdownText))</td>"
            + "<td class=\"start\">\(HTMLText.escaped(model.startTimeText))</td></tr>"
    }

    /// The retry as a clock time (`retrying at 14:05`): a page is not redrawn each second, so a
    /// countdown in words would stand still.
    private static func asClockTime(_ retry: NextRetry?) -> NextRetry? {
        retry.map { NextRetry(seconds: NextRetry.longestCountdown + 1, clockTime: $0.clockTime) }
    }

    private func status(of board: ReadyBoard) -> String {
        var board = board
        board.retry = Self.asClockTime(board.retry)
        let note = board.shortfallNote.map { #"<p class="note">\#(HTMLText.escaped($0))</p>"# } ?? ""
        let stale = board.isStale ? " stale" : ""
        return note + #"<p class="status\#(stale)">\#(HTMLText.escaped(board.statusText))</p>"#
    }
}
