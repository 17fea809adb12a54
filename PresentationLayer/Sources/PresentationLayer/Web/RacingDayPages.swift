import DomainLayer
import Foundation
import SharedUtils

/// The racing day as web pages for `nexttogo serve`: `/meetings` (every meeting, as `nexttogo
/// meetings` lists them), `/meeting/<name>` (one meeting's races with their placings, as `nexttogo
/// meeting` shows it) and a race's card (`RacingDayPages+RaceCard.swift`), each linking to the
/// next. Every text from the feed is escaped.
public struct RacingDayPages: Sendable {
    /// The zone start times are shown in.
    let timeZone: TimeZone
    let clock: ClockTimeFormatter
    /// Seconds between reloads when the page's script cannot run: the countdowns move on, and an
    /// open card is fetched as often.
    static let refreshSeconds = 30
    /// Seconds between the page's script's asks for the page again: a change the server has
    /// fetched shows within this, and each ask tells the server the page is still open.
    static let refetchSeconds = 10
    /// How the day's pages and the cards keep fresh.
    static let freshness = WebPageShell.Freshness.refetch(
        everySeconds: refetchSeconds, reloadWithoutScriptSeconds: refreshSeconds)

    /// Pages with start times in `timeZone`.
    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
        clock = ClockTimeFormatter(timeZone: timeZone)
    }

    /// The day's meetings in the order a person reads them (next to jump first), from `snapshot`
    /// at `now`; what went wrong when the day never arrived.
    public func meetings(_ snapshot: RacingDaySnapshot, at now: Date) -> String {
        guard let day = snapshot.value else {
            return page(heading: "Meetings", snapshot: snapshot, at: now, content: "")
        }
        let rows = MeetingRowViewModel.rows(for: day, now: now, clock: clock).map { row in
            #"<tr class="meeting \#(row.categoryName.lowercased())">"#
                + WebPageShell.categoryCell(symbol: row.categorySymbol, name: row.categoryName)
                + #"<td class="meeting">\#(WebPageShell.meetingLink(row.meetingName))</td>"#
                + "<td class=\"location\">\(HTMLText.escaped(row.locationText ?? ""))</td>"
                + "<td class=\"number\">\(HTMLText.escaped(row.racesText))</td>"
                + "<td class=\"progress\">\(Self.text(row.progressText, ticking: row.progressCountdown))</td>"
                + "<td class=\"track\">\(HTMLText.escaped(row.trackText ?? ""))</td></tr>"
        }
        let table =
            rows.isEmpty
            ? #"<p class="status">No meetings today.</p>"#
            : #"<table class="races meetings"><thead><tr><th class="category">Category</th><th>Meeting</th>"#
                + #"<th class="location">Location</th><th>Races</th><th>Next</th><th class="track">Track</th>"#
                + "</tr></thead><tbody>" + rows.joined() + "</tbody></table>"
        return page(heading: "Meetings on \(day.date)", snapshot: snapshot, at: now, content: table)
    }

    /// The meetings `match` found for the name asked, each with every race, from `snapshot` at
    /// `now`; for no match, what the day has instead.
    public func meeting(_ match: MeetingMatch, snapshot: RacingDaySnapshot, at now: Date) -> String {
        switch match {
        case .found(let meeting):
            return page(
                heading: meeting.name, snapshot: snapshot, at: now,
                content: section(meeting, snapshot: snapshot, at: now))
        case .ambiguous(let meetings), .filteredOut(let meetings):
            return page(
                heading: meetings.first?.name ?? "Meeting", snapshot: snapshot, at: now,
                content: meetings.map { section($0, snapshot: snapshot, at: now) }.joined())
        case .notFound(let closest):
            let suggestions = closest.map { WebPageShell.meetingLink($0) }
            let hint = suggestions.isEmpty ? "" : " Did you mean " + suggestions.joined(separator: ", ") + "?"
            return page(
                heading: "Meeting", snapshot: snapshot, at: now,
                content: #"<p class="status">No meeting of that name today.\#(hint)</p>"#)
        }
    }

    /// A page that says `message`, with a link to the racing day, and to `meeting`'s page when
    /// given: what a path to a race or meeting the day does not have shows, or one that cannot be
    /// shown now.
    public static func notice(_ message: String, meeting: String?) -> String {
        let link = meeting.map { " " + WebPageShell.meetingLink($0) }
        return WebPageShell.html(
            title: "nexttogo", heading: "Racing day", origin: nil,
            freshness: .reload(seconds: refreshSeconds),
            content: #"<p class="status">\#(HTMLText.escaped(message))\#(link ?? "")</p>"#)
    }

    /// The path of the card of the race `id`.
    public static func racePath(_ id: String) -> String {
        WebPageShell.path("/race/", id)
    }

    private func section(_ meeting: Meeting, snapshot: RacingDaySnapshot, at now: Date) -> String {
        let date = snapshot.value?.date ?? CalendarDate(containing: now, in: timeZone)
        guard let date else { return "" }
        let model = MeetingViewModel(meeting: meeting, racingDate: date, now: now, clock: clock)
        let rows = model.races.map { race in
            #"<tr class="race"><td class="number"><a href="\#(HTMLText.escaped(Self.racePath(race.id)))">"#
                + "\(HTMLText.escaped(race.numberText))</a></td>"
                + "<td class=\"name\">\(HTMLText.escaped(race.name))</td>"
                + "<td class=\"start\">\(HTMLText.escaped(race.startTimeText))</td>"
                + "<td class=\"progress\">\(Self.text(race.statusText, ticking: race.statusCountdown))</td>"
                + "<td class=\"placings\">\(HTMLText.escaped(race.placingsText))</td></tr>"
        }
        let compounds =
            model.compounds.isEmpty
            ? "" : #"<p class="note">\#(HTMLText.escaped(model.compounds.joined(separator: " · ")))</p>"#
        return "<section><h2>\(HTMLText.escaped(model.title))</h2>"
            + #"<p class="note">\#(HTMLText.escaped(model.conditions))</p>"#
            + #"<table class="races"><thead><tr><th>Race</th><th>Name</th><th class="start">Start</th>"#
            + "<th>Status</th><th>Placings</th></tr></thead><tbody>" + rows.joined() + "</tbody></table>"
            + compounds + "</section>"
    }

    private func page(heading: String, snapshot: RacingDaySnapshot, at now: Date, content: String) -> String {
        WebPageShell.html(
            title: "nexttogo · \(heading)", heading: heading, origin: snapshot.value?.origin,
            freshness: Self.freshness, now: now,
            content: content
                + WebPageShell.status(
                    failure: snapshot.failure?.message(about: .meetings), updatedAt: snapshot.updatedAt,
                    nextFetchAt: snapshot.nextFetchAt, clock: clock))
    }

    /// `text`, escaped, with its countdown marked for the page's script to tick when it has one.
    static func text(_ text: String, ticking countdown: TickingCountdown?) -> String {
        assert(countdown.map { $0.line == text } ?? true, "a countdown's line is the text it marks")
        return countdown.map(WebPageShell.ticking) ?? HTMLText.escaped(text)
    }
}
