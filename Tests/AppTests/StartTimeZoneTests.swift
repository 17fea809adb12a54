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
        #expect(StartTimeZone.local.columnTitle == "Local")
    }

    @Test func theLocalZoneIsNotNamed() {
        #expect(StartTimeZone.local.labelling("14:03:07") == "14:03:07")
    }

    @Test(arguments: ["Mars/Olympus", "Sydney", ""])
    func anUnknownZoneIsNone(identifier: String) {
        #expect(StartTimeZone(identifier: identifier) == nil)
    }
}
