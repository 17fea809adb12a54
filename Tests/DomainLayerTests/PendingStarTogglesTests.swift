import Testing

@testable import DomainLayer

/// Toggles of one meeting that pile up while a save waits come to one toggle or none.
@Suite struct PendingStarTogglesTests {
    @Test func anOddNumberOfTogglesOfAMeetingIsOneAndAnEvenNumberNone() {
        var pending = PendingStarToggles()
        for name in [
            "Flemington", "Ascot", "Shepparton", "happy  valley", "Ascot", "Happy Valley", "FLEMINGTON",
        ] {
            pending.add(name)
        }
        pending.add("Flemington")

        #expect(pending.takeAll() == ["Flemington", "Shepparton"])
        #expect(pending.isEmpty)
        #expect(pending.takeAll() == [])
    }

    @Test func meetingsComeInTheOrderFirstAskedForAsFirstNamed() {
        var pending = PendingStarToggles()
        for name in ["Ascot", "happy  valley", "Flemington", "ascot", "ASCOT"] {
            pending.add(name)
        }
        #expect(pending.takeAll() == ["Ascot", "happy  valley", "Flemington"])
    }
}
