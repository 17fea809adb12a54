import PresentationLayer
import Testing

@Suite struct CountdownFormatterTests {
    @Test(arguments: [
        (7_500, "2h 05m"),
        (3_600, "1h 00m"),
        (3_599, "59m 59s"),
        (245, "4m 05s"),
        (60, "1m 00s"),
        (59, "59s"),
        (45, "45s"),
        (0, "0s"),
        (-12, "-12s"),
        (-59, "-59s"),
        (-75, "-1m 15s"),
    ])
    func compactText(seconds: Int, text: String) {
        #expect(CountdownFormatter.compact(seconds: seconds) == text)
    }

    @Test(arguments: [
        (245, "4m 05s"),
        (0, "0s"),
        (-1, "jumped 1s"),
        (-37, "jumped 37s"),
        (-65, "jumped 1m 05s"),
        (Int.min, "jumped 2562047788015215h 30m"),
    ])
    func startsInTextSaysHowLongAgoARaceJumped(seconds: Int, text: String) {
        #expect(CountdownFormatter.startsIn(seconds: seconds) == text)
    }

    @Test(arguments: [
        (245, "starts in 4 minutes 5 seconds"),
        (61, "starts in 1 minute 1 second"),
        (120, "starts in 2 minutes"),
        (45, "starts in 45 seconds"),
        (3_900, "starts in 1 hour 5 minutes"),
        (7_200, "starts in 2 hours"),
        (0, "starts now"),
        (-12, "started 12 seconds ago"),
        (-1, "started 1 second ago"),
    ])
    func spokenText(seconds: Int, text: String) {
        #expect(CountdownFormatter.spoken(seconds: seconds) == text)
    }
}
