import Foundation
import Testing

@testable import NextToGoCLI

@Suite struct StartTimeZoneTests {
    @Test func aNamedZoneIsSaidAfterTheClock() throws {
        let zone = try #require(StartTimeZone(identifier: "Europe/London"))
        #expect(zone.timeZone.identifier == "Europe/London")
        #expect(zone.labelling("14:03:07") == "14:03:07 Europe/London")
    }

    @Test func theStartTimesAreHeadedStartForAChosenZoneAndLocalForTheMachines() throws {
        #expect(try #require(StartTimeZone(identifier: "UTC")).columnTitle == "Start")
        #expect(try StartTimeZone(option: nil, local: .gmt).columnTitle == "Local")
    }

    @Test func theLocalZoneIsNotNamed() throws {
        let local = try StartTimeZone(option: nil, local: try #require(TimeZone(identifier: "Asia/Tokyo")))

        #expect(local.timeZone.identifier == "Asia/Tokyo")
        #expect(local.labelling("14:03:07") == "14:03:07")
    }

    @Test(arguments: ["Mars/Olympus", "Sydney", ""])
    func anUnknownZoneIsNone(identifier: String) {
        #expect(StartTimeZone(identifier: identifier) == nil)
    }
}
