import DomainLayer
import Testing

@testable import PresentationLayer

/// The one line a one-shot command prints when the network fails: what happened, where, and
/// what to try next.
@Suite struct RacesFetchErrorCommandLineTests {
    @Test(arguments: [
        (
            RacesFetchError.unreachable(host: "api.neds.com.au"),
            "cannot reach api.neds.com.au (are you offline?); try --demo for a recorded feed"
        ),
        (
            .hostNotFound(host: "api.neds.com.ua"),
            "cannot find the host api.neds.com.ua (check --api-url, or are you offline?); "
                + "try --demo for a recorded feed"
        ),
        (
            .connectionRefused(host: "127.0.0.1:9"),
            "nothing is listening at 127.0.0.1:9 (check --api-url); try --demo for a recorded feed"
        ),
        (
            .tooManyRedirects(host: "127.0.0.1:8931"),
            "127.0.0.1:8931 sent too many redirects; check --api-url"
        ),
        (
            .tlsFailure(host: "127.0.0.1:8931"),
            "cannot make a secure connection to 127.0.0.1:8931 (check that --api-url should be "
                + "https, and the clock); try --demo for a recorded feed"
        ),
    ])
    func eachNetworkFailureSaysWhatHappenedAndWhatToTry(failure: RacesFetchError, line: String) {
        #expect(failure.diagnostic(offersDemo: true).spoken == line)
    }

    @Test func theDemoIsNotOfferedToTheDemo() {
        #expect(
            RacesFetchError.connectionRefused(host: "127.0.0.1:9").diagnostic(offersDemo: false).spoken
                == "nothing is listening at 127.0.0.1:9 (check --api-url)")
    }
}
