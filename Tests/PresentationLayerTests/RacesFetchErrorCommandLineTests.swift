import DomainLayer
import Testing

@testable import PresentationLayer

/// The one line a one-shot command prints when the network fails: what happened, where, and
/// what to try next.
@Suite struct RacesFetchErrorCommandLineTests {
    @Test(arguments: [
        (
            RacesFetchError.unreachable(host: "api.neds.com.au"),
            "nexttogo: cannot reach api.neds.com.au (are you offline?); try --demo for a recorded feed\n"
        ),
        (
            .hostNotFound(host: "api.neds.com.ua"),
            "nexttogo: cannot find the host api.neds.com.ua (check --api-url, or are you offline?); "
                + "try --demo for a recorded feed\n"
        ),
        (
            .connectionRefused(host: "127.0.0.1:9"),
            "nexttogo: nothing is listening at 127.0.0.1:9 (check --api-url); try --demo for a recorded feed\n"
        ),
        (
            .tooManyRedirects(host: "127.0.0.1:8931"),
            "nexttogo: 127.0.0.1:8931 sent too many redirects; check --api-url\n"
        ),
        (
            .tlsFailure(host: "127.0.0.1:8931"),
            "nexttogo: cannot make a secure connection to 127.0.0.1:8931 (check that --api-url should be "
                + "https, and the clock); try --demo for a recorded feed\n"
        ),
    ])
    func eachNetworkFailureSaysWhatHappenedAndWhatToTry(failure: RacesFetchError, line: String) {
        #expect(failure.commandLineMessage(offersDemo: true) == line)
    }

    @Test func theDemoIsNotOfferedToTheDemo() {
        #expect(
            RacesFetchError.connectionRefused(host: "127.0.0.1:9").commandLineMessage(offersDemo: false)
                == "nexttogo: nothing is listening at 127.0.0.1:9 (check --api-url)\n")
    }
}
