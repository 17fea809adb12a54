import Testing

@testable import DomainLayer

@Suite struct DurationTextTests {
    @Test(arguments: [
        ("90s", 90), ("5m", 300), ("2m30s", 150), ("1h", 3_600), ("1h30m", 5_400), ("1h2m3s", 3_723),
        ("0m45s", 45), ("2M30S", 150), ("120s", 120),
    ])
    func readsHoursMinutesAndSecondsInThatOrder(text: String, seconds: Int64) {
        #expect(DurationText(text)?.duration == .seconds(seconds))
    }

    @Test(arguments: [
        "", "90", "m", "5 m", " 5m", "5m ", "30s2m", "2m2m", "1.5m", "-5m", "+5m", "5min", "5d", "٥m",
        "1234567h",
    ])
    func anythingElseIsNotADuration(text: String) {
        #expect(DurationText(text) == nil)
    }

    @Test(arguments: [
        ("1s", true), ("1h", true), ("60m", true), ("0s", false), ("0m0s", false), ("61m", false),
    ])
    func anAlertLeadIsFromOneSecondToOneHour(text: String, accepted: Bool) {
        #expect((AlertSettings.lead(from: text) != nil) == accepted)
    }
}
