import DomainLayer
import SharedUtils
import Testing

@testable import PresentationLayer

/// The one line a one-shot command prints when the network fails: what happened, where, and
/// what to try next.
@Suite struct FetchFailureCommandLineTests {
    @Test(arguments: [
        (
            FetchFailure.unreachable(host: "api.neds.com.au"),
            "cannot reach api.neds.com.au (are you offline?); try --demo for a recorded racing day, or nexttogo doctor to see what answers"
        ),
        (
            .hostNotFound(host: "api.neds.com.ua"),
            "cannot find the host api.neds.com.ua (check --api-url, or are you offline?); "
                + "try --demo for a recorded racing day, or nexttogo doctor to see what answers"
        ),
        (
            .connectionRefused(host: "127.0.0.1:9"),
            "nothing is listening at 127.0.0.1:9 (check --api-url); try --demo for a recorded racing day, or nexttogo doctor to see what answers"
        ),
        (
            .tooManyRedirects(host: "127.0.0.1:8931"),
            "127.0.0.1:8931 sent too many redirects; check --api-url"
        ),
        (
            .tlsFailure(host: "127.0.0.1:8931"),
            "cannot make a secure connection to 127.0.0.1:8931 (check that --api-url should be "
                + "https, and the clock); try --demo for a recorded racing day, or nexttogo doctor to see what answers"
        ),
    ])
    func eachNetworkFailureSaysWhatHappenedAndWhatToTry(failure: FetchFailure, line: String) {
        #expect(failure.diagnostic(offersDemo: true).spoken == line)
    }

    @Test func theDemoIsNotOfferedToTheDemo() {
        #expect(
            FetchFailure.connectionRefused(host: "127.0.0.1:9").diagnostic(offersDemo: false).spoken
                == "nothing is listening at 127.0.0.1:9 (check --api-url)")
    }
}
