import DataLayer
import DomainLayer
import Foundation
import SharedUtils
import Testing

@testable import NextToGoCLI

/// The racing-day commands ask the meetings of the brand `--brand` (else the config file's
/// `brand`) names, on its own root.
@Suite struct RacingDayBrandTests {
    private static let environmentHasNoAPIURL = ProcessInfo.processInfo.environment["NEXTTOGO_API_URL"] == nil

    @Test(
        .enabled(if: environmentHasNoAPIURL),
        arguments: [
            (["meetings"], APIBrand?.none, "api.neds.com.au"),
            (["meetings", "--brand", "ladbrokes"], nil, "api.ladbrokes.com.au"),
            (["meeting", "happy", "--brand", "ladbrokes"], nil, "api.ladbrokes.com.au"),
            (["race", "happy", "7", "--brand", "neds"], nil, "api.neds.com.au"),
            (["meetings"], .ladbrokes, "api.ladbrokes.com.au"),
            (["meeting", "happy"], .ladbrokes, "api.ladbrokes.com.au"),
            (["race", "happy", "7", "--brand", "neds"], .ladbrokes, "api.neds.com.au"),
        ])
    func theMeetingsRequestGoesToTheBrandsRoot(arguments: [String], configBrand: APIBrand?, host: String)
        throws
    {
        let command = try NextToGoCommand.parseAsRoot(arguments)
        let feed = try #require(
            (command as? MeetingsCommand)?.feed ?? (command as? MeetingCommand)?.feed
                ?? (command as? RaceCommand)?.feed)
        let date = CalendarDate(year: 2026, month: 7, day: 13)!
        let url = try CommandRunner.environment().endpoint(for: feed, configBrand: configBrand)
            .meetingsURL(
                date: date, timeZone: TimeZone(identifier: "UTC")!)

        #expect(url.host == host)
        #expect(url.path == "/v2/racing/meeting")
    }
}
