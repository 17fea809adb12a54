import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils
import TestSupport
import Testing

/// The board as `nexttogo serve`'s page: the terminal's races and words in HTML, each row's start
/// for the page's own countdown, every feed text escaped.
@Suite struct BoardPageTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let page = BoardPage(timeZone: TimeZone(identifier: "UTC")!)

    private func board(_ races: [Race], origin: FeedOrigin = .live, failure: FetchFailure? = nil)
        -> NextRacesSnapshot
    {
        NextRacesSnapshot(
            races: races, filter: .all, limit: 5, takenAt: now, updatedAt: now, failure: failure,
            stars: StarPreferences(meetings: StarredMeetings(["Sandown Park"]), placement: .inStartOrder),
            origin: origin)
    }

    @Test func aRowHasTheTerminalsWordsAndItsStartForTheCountdown() {
        let race = RaceFactory.race(
            "r1", .greyhound, meeting: "Sandown Park", number: 4, startsIn: 245, from: now,
            venue: Venue(name: "Sandown Park", state: "VIC", country: "AUS"))

        let html = page.fragment(for: board([race]), at: now)

        #expect(html.contains(#"<table class="races rows-5" data-now="1768438800.000">"#))
        #expect(html.contains(#"<tr class="race greyhound starred" data-start="1768439045">"#))
        #expect(html.contains(#"<span class="letter">G</span>"#))
        #expect(
            html.contains(
                #"<td class="meeting"><span class="star" title="starred">★</span> Sandown Park</td>"#))
        #expect(
            html.contains(#"<td class="location">VIC</td><td class="number"><a href="/race/r1">R4</a></td>"#))
        #expect(html.contains(#"<td class="countdown">4m 05s</td><td class="start">01:04</td>"#))
        #expect(html.contains(#"<p class="status">updated 01:00:00</p>"#))
        #expect(!html.contains("\n"), "one line, for one event's data")
    }

    @Test func everyTextFromTheFeedIsEscaped() {
        let hostile = RaceFactory.race(
            "r1", meeting: #"<script>alert("x")</script>&'"#, startsIn: 60, from: now)

        let html = page.html(for: board([hostile]), at: now)

        #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;"))
        #expect(!html.contains("<script>alert"))
        #expect(html.components(separatedBy: "<script").count == 2, "only the page's own script file")
    }

    @Test func thePageWorksWithoutScriptAndSaysWhenItIsTheDemo() {
        let race = RaceFactory.race("r1", startsIn: 60, from: now)

        let live = page.html(for: board([race]), at: now)
        let demo = page.html(for: board([race], origin: .recorded), at: now)
        let tv = BoardPage(timeZone: .gmt, layout: .tv).html(for: board([race]), at: now)

        #expect(live.contains(#"<noscript><meta http-equiv="refresh" content="30"></noscript>"#))
        #expect(live.contains(#"<script src="/page.js" defer></script>"#))
        #expect(!live.contains("data-refetch"), "the board follows its event stream instead")
        #expect(!live.contains("demo"))
        #expect(demo.contains(#"<h1>nexttogo <span class="demo">demo</span></h1>"#))
        #expect(tv.contains(#"<body class="tv">"#))
    }

    @Test(arguments: [(1, 5), (5, 5), (7, 7), (10, 10), (12, 10), (50, 10)])
    func aTVDividesItsScreenIntoTheBoardsCountOfRowsFromFiveToTen(count: Int, rows: Int) {
        var snapshot = board([RaceFactory.race("r1", startsIn: 60, from: now)])
        snapshot.limit = count

        #expect(page.fragment(for: snapshot, at: now).hasPrefix(#"<table class="races rows-\#(rows)""#))
    }

    @Test func thePageFollowsTheEventStreamItIsGivenWithItsZone() {
        let race = RaceFactory.race("r1", startsIn: 60, from: now)
        let zone = TimeZone(identifier: "Australia/Sydney")!

        let own = BoardPage(timeZone: zone).html(for: board([race]), at: now)
        let nchan = BoardPage(timeZone: zone, eventsPath: "/subscribe/board").html(
            for: board([race]), at: now)

        #expect(
            own.contains(
                #"<main id="board" data-reload="30" data-events="/events" data-zone="Australia/Sydney">"#))
        #expect(nchan.contains(#"data-events="/subscribe/board""#))
    }

    @Test func anUnknownPathsPageSaysSoAndLinksToTheBoard() {
        #expect(
            UnknownPathPage.html.contains(
                #"<p class="status">There is nothing at this address. <a href="/">"#))
    }

    @Test func beforeTheFirstFetchAndWithoutRacesThePageSaysSo() {
        #expect(page.fragment(for: nil, at: now) == #"<p class="status">Loading…</p>"#)
        #expect(
            page.fragment(for: board([]), at: now) == #"<p class="status">No upcoming races right now.</p>"#)
    }

    @Test func aFailureWithNoRacesSaysWhyAndWhenTheNextTryIsWithoutTheCommandLinesAdvice() {
        var failed = board([], failure: .unreachable(host: "api.neds.com.au"))
        failed.nextRetryAt = now.addingTimeInterval(20)

        let html = page.fragment(for: failed, at: now)

        #expect(html.hasPrefix(#"<p class="status stale">Cannot show races: "#))
        #expect(html.hasSuffix(" Retrying at 01:00.</p>"), "a clock time, which does not go stale: \(html)")
        #expect(!html.contains("--demo"))
    }

    @Test func staleRacesAreKeptAndMarked() {
        let race = RaceFactory.race("r1", startsIn: 60, from: now)

        let html = page.fragment(for: board([race], failure: .unreachable(host: "api.neds.com.au")), at: now)

        #expect(html.contains(#"<tr class="race horse""#))
        #expect(html.contains(#"<p class="status stale">"#))
    }

    @Test func healthSaysNoDataStaleOrOk() {
        let race = RaceFactory.race("r1", startsIn: 60, from: now)

        #expect(BoardHealth(snapshot: nil).json().contains(#""status":"no data""#))
        #expect(!BoardHealth(snapshot: nil).hasAnswered)
        #expect(
            BoardHealth(snapshot: board([race])).json()
                == #"{"failure":null,"screens":0,"stale":false,"status":"ok","updated_at":"2026-01-15T01:00:00Z"}"#
        )
        #expect(
            BoardHealth(snapshot: board([race], failure: .timedOut(host: "api.neds.com.au"))).json()
                .contains(#""status":"stale""#))
    }
}
