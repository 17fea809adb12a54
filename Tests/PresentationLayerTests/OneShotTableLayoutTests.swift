import DomainLayer
import Foundation
import TestSupport
import Testing

@testable import PresentationLayer

@Suite struct OneShotTableLayoutTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)

    private func board() -> ScreenState {
        let clock = ClockTimeFormatter(timeZone: TimeZone(identifier: "UTC")!)
        let rows = [
            RaceFactory.race(
                "a", .harness, meeting: "Hipodromo Chile Santiago", number: 6, startsIn: 245, from: now,
                venue: Venue(name: nil, state: "CHI", country: "CHI"))
        ].map { RaceRowViewModel(race: $0, now: now, clock: clock) }
        return .ready(ReadyBoard(rows: rows, racesDescription: "races"))
    }

    private func render(width: Int?) -> [String] {
        OneShotTableLayout(usesColor: false, width: width).lines(for: board()).map(\.text)
    }

    @Test func aWideTerminalShowsCategoryNamesAndLocationsWithoutALegend() {
        #expect(
            render(width: 80) == [
                "Category  Meeting                       Race  Starts in  Local",
                "Harness   Hipodromo Chile Santiago CHI  R6       4m 05s  01:04",
            ])
    }

    @Test func aNarrowTerminalShowsCategoryLettersAndExplainsThemInANote() {
        #expect(
            render(width: 56) == [
                "   Meeting                   Race  Starts in  Local",
                "T  Hipodromo Chile Santiago  R6       4m 05s  01:04",
                "(H horse, G greyhound, T harness)",
            ])
    }
}
