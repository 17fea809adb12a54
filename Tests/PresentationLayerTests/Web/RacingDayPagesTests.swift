import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils
import TestSupport
import Testing

/// The racing day and a race card as `nexttogo serve`'s pages: the terminal's words in HTML,
/// links from the day to a meeting to a race, every feed text escaped, and a failed fetch said.
@Suite struct RacingDayPagesTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let utc = TimeZone(identifier: "UTC")!
    private let date = CalendarDate(year: 2026, month: 1, day: 15)!
    private let hostile = #"<script>alert("x")</script> & Co"#

    private func snapshot(_ day: RacingDay?, failure: FetchFailure? = nil) -> RacingDaySnapshot {
        RacingDaySnapshot(
            value: day, updatedAt: day == nil ? nil : now.addingTimeInterval(-600), failure: failure,
            nextFetchAt: now.addingTimeInterval(30))
    }

    private var day: RacingDay {
        RacingDay(
            date: date,
            meetings: [
                Meeting(
                    id: "m1", name: "Sandown Park", category: .greyhound, date: date,
                    venue: Venue(name: "Sandown Park", state: "VIC", country: "AUS"),
                    races: [
                        MeetingRace(
                            id: "s1", number: 1, name: "First", advertisedStart: now.addingTimeInterval(-900),
                            status: .final, placings: [Placing(position: 1, runnerNumbers: [4])]),
                        MeetingRace(
                            id: "s2", number: 2, name: hostile, advertisedStart: now.addingTimeInterval(245),
                            status: .open),
                    ]),
                Meeting(
                    id: "m2", name: hostile, category: .horse, date: date,
                    races: [
                        MeetingRace(
                            id: "h1", number: 1, name: "Maiden", advertisedStart: now.addingTimeInterval(600),
                            status: .open)
                    ]),
            ])
    }

    @Test func theDayListsEachMeetingWithALinkToItsPageAndItsNextRace() {
        let html = RacingDayPages(timeZone: utc).meetings(snapshot(day), at: now)

        #expect(html.contains(#"<a href="/meeting/Sandown%20Park">Sandown Park</a>"#))
        #expect(
            html.contains(
                #"<td class="progress">R2 <span class="ticking" data-start="1768439045" data-wording="in" "#
                    + #"data-limit="86400" data-past-limit="R2 due 2026-01-15 01:04">in 4m 05s</span></td>"#))
        #expect(html.contains(#"<td class="number">1/2</td>"#))
        #expect(html.contains("Meetings on 2026-01-15"))
        #expect(html.contains(#"<p class="status">Updated 00:50.</p>"#))
    }

    @Test func withScriptThePagesTickAndAskAgainWithoutAReloadAndWithoutItTheyReload() async throws {
        let pages = RacingDayPages(timeZone: utc)
        let card = try await RaceCardFixtures.raceCard(of: RaceCardFixtures.finalHarness)
        let all = [
            pages.meetings(snapshot(day), at: now),
            pages.meeting(MeetingFinder(day: day).find("Sandown Park"), snapshot: snapshot(day), at: now),
            pages.card(
                RaceCardSnapshot(raceID: card.race.id, card: card, updatedAt: now, nextFetchAt: now), at: now),
        ]

        for html in all {
            #expect(html.contains(#"<noscript><meta http-equiv="refresh" content="30"></noscript>"#))
            #expect(html.contains(#"<script src="/page.js" defer></script>"#))
            #expect(html.contains(#"<main data-reload="30" data-refetch="10" data-now="1768438800.000">"#))
            #expect(!html.contains(#"id="board""#), "only the board follows the event stream")
        }
    }

    @Test func aCardsStartTicksInTheCardsWordsBetweenItsTimeAndItsClosingBracket() async throws {
        let card = try await RaceCardFixtures.raceCard(of: RaceCardFixtures.finalHarness)
        let start = card.race.advertisedStart
        let seconds = Int(start.timeIntervalSince1970)
        let pages = RacingDayPages(timeZone: utc)

        let before = pages.card(
            RaceCardSnapshot(raceID: card.race.id, card: card, updatedAt: now, nextFetchAt: now),
            at: start.addingTimeInterval(-75))
        let daysLater = pages.card(
            RaceCardSnapshot(raceID: card.race.id, card: card, updatedAt: now, nextFetchAt: now),
            at: start.addingTimeInterval(3 * 86_400))

        let time = ClockTimeFormatter(timeZone: utc).hoursAndMinutes(start)
        let date = ClockTimeFormatter(timeZone: utc).dateHoursAndMinutes(start)
        #expect(
            before.contains(
                #"<dt>Starts</dt><dd>\#(time) (<span class="ticking" data-start="\#(seconds)" "#
                    + #"data-wording="spoken" data-limit="43200" data-past-limit="\#(date)">"#
                    + #"starts in 1 minute 15 seconds</span>)</dd>"#)
        )
        #expect(!daysLater.contains(#"class="ticking""#), "a start days away is a date, which does not tick")
    }

    @Test func everyTextFromTheFeedIsEscapedInNamesLinksAndRaces() {
        let pages = RacingDayPages(timeZone: utc)
        let list = pages.meetings(snapshot(day), at: now)
        let meeting = pages.meeting(MeetingFinder(day: day).find("sandown"), snapshot: snapshot(day), at: now)

        for html in [list, meeting] {
            #expect(html.components(separatedBy: "<script").count == 2, "only the page's own script file")
            #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co"))
        }
        #expect(list.contains(#"href="/meeting/%3Cscript%3Ealert%28%22x%22%29%3C%2Fscript%3E%20%26%20Co""#))
    }

    @Test func aMeetingShowsEveryRaceWithItsStatusPlacingsAndALinkToItsCard() {
        let html = RacingDayPages(timeZone: utc).meeting(
            MeetingFinder(day: day).find("Sandown Park"), snapshot: snapshot(day), at: now)

        #expect(html.contains("<h2>Greyhound · Sandown Park VIC</h2>"))
        #expect(html.contains(#"<td class="number"><a href="/race/s1">R1</a></td>"#))
        #expect(html.contains(#"<td class="progress">Final</td><td class="placings">1st 4</td>"#))
        #expect(html.contains(#"<a href="/race/s2">R2</a>"#))
        #expect(
            html.contains(
                #"<td class="progress"><span class="ticking" data-start="1768439045" data-wording="in" "#
                    + #"data-limit="86400" data-past-limit="due 2026-01-15 01:04">in 4m 05s</span></td>"#))
    }

    @Test func aNameTheDayDoesNotHaveSuggestsTheClosestAsLinks() {
        let html = RacingDayPages(timeZone: utc).meeting(
            MeetingFinder(day: day).find("Sandwn Park"), snapshot: snapshot(day), at: now)

        #expect(
            html.contains(#"No meeting of that name today. Did you mean <a href="/meeting/Sandown%20Park">"#))
    }

    @Test func aFailedFetchSaysWhatWentWrongSinceWhenAndWhenTheNextTryIs() {
        let stale = RacingDayPages(timeZone: utc).meetings(
            snapshot(day, failure: .unreachable(host: "api.neds.com.au")), at: now)
        let never = RacingDayPages(timeZone: utc).meetings(
            snapshot(nil, failure: .unreachable(host: "api.neds.com.au")), at: now)

        #expect(stale.contains("Sandown Park"), "the last good day stays")
        #expect(stale.contains(#"; showing what came at 00:50; retrying at 01:00.</p>"#))
        #expect(stale.contains(#"<p class="status stale">"#))
        #expect(!never.contains("<table"))
        #expect(never.contains(#"<p class="status stale">"#))
        #expect(never.contains("; retrying at 01:00.</p>"))
    }

    @Test func aRaceCardShowsTheFieldPricesScratchingsAndPlacingsWithoutCommandLineAdvice() async throws {
        let card = try await RaceCardFixtures.raceCard(of: RaceCardFixtures.finalHarness)
        let pages = RacingDayPages(timeZone: utc)

        let html = pages.card(
            RaceCardSnapshot(raceID: card.race.id, card: card, updatedAt: now, nextFetchAt: now), at: now
        )
        let unknown = pages.card(
            RaceCardSnapshot(
                raceID: "nope", card: nil, updatedAt: nil, failure: .unknown(raceID: "nope", origin: .live),
                nextFetchAt: now),
            at: now)

        #expect(html.contains("<dt>Status</dt><dd>Final</dd>"))
        #expect(html.contains("<th>Place</th>"))
        #expect(html.contains(#"<tr class="runner scratched">"#))
        #expect(html.contains(#"<td class="rider">SCRATCHED</td>"#))
        let runners = try #require(html.range(of: #"<table class="races card">"#))
        let comment = try #require(html.range(of: #"<dl class="facts comment"><dt>Comment</dt>"#))
        #expect(runners.upperBound < comment.lowerBound, "the comment comes after the runners")
        #expect(html.contains(#"<th class="price open">Open</th>"#), "a column a phone leaves out is named")
        #expect(html.contains(#"href="/meeting/Bendigo">All races at Bendigo</a>"#))
        #expect(unknown.contains("The racing API does not know this race"))
        #expect(!unknown.contains("nexttogo --json"), "advice for the command line is not for a screen")
    }
}
