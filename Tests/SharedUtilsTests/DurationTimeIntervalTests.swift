import SharedUtils
import Testing

@Suite struct DurationTimeIntervalTests {
    @Test(arguments: [
        (Duration.seconds(60), 60.0),
        (Duration.milliseconds(1500), 1.5),
        (Duration.seconds(-12), -12.0),
        (Duration.zero, 0.0),
    ])
    func convertsToSeconds(duration: Duration, seconds: Double) {
        #expect(duration.timeInterval == seconds)
    }
}
