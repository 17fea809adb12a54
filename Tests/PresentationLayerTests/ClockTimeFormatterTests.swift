import Foundation
import PresentationLayer
import Testing

@Suite struct ClockTimeFormatterTests {
    private let instant = Date(timeIntervalSince1970: 1_768_438_800)

    @Test(arguments: [
        ("UTC", "01:00", "01:00:00"),
        ("Australia/Melbourne", "12:00", "12:00:00"),
        ("America/New_York", "20:00", "20:00:00"),
    ])
    func formatsInTheGivenTimeZone(zone: String, short: String, long: String) throws {
        let formatter = ClockTimeFormatter(timeZone: try #require(TimeZone(identifier: zone)))
        #expect(formatter.hoursAndMinutes(instant) == short)
        #expect(formatter.hoursMinutesAndSeconds(instant.addingTimeInterval(0.9)) == long)
        #expect(formatter.hoursMinutesAndSeconds(instant.addingTimeInterval(309)) != long)
    }
}
