import Foundation
import SharedUtils
import Synchronization

/// A loopback server that plays a recorded Neds response moved to start soon, and that a test
/// can switch at run time to one of the faults the real API and networks produce.
public final class FaultyFeedServer: Sendable {
    /// What the server does with the next requests.
    public enum Fault: String, Sendable, CaseIterable {
        /// No fault: the recorded response.
        case none
        case internalServerError
        case serviceUnavailable
        case notFound
        /// 429 with `Retry-After: 30`.
        case tooManyRequests
        /// 429 with `Retry-After: 9223372036854775807`, `Int.max` seconds.
        case tooManyRequestsForEver
        /// Never answers.
        case noAnswer
        case connectionReset
        /// Promises more body than it sends.
        case truncatedBody
        case randomBytes
        case htmlPage
        case emptyObject
        /// `next_to_go_ids` is a string and `race_summaries` an array.
        case wrongFieldTypes
        /// Half the summaries lack `meeting_name` or `advertised_start`.
        case missingFields
        /// Extra ids that point to no summary.
        case idsWithoutSummary
        /// Half the summaries have a category nobody knows.
        case unknownCategory
        /// A valid-looking body of 6 MB.
        case oversizedBody
        /// Meeting names full of terminal escape sequences and bidi overrides.
        case escapeSequences
        /// The headers at once, then the recorded body one byte every quarter of a second.
        case trickledBody
        /// A gzip body of 300 KB that inflates to 48 MB, sent although the client asked for none.
        case gzipBomb
        /// Every request redirected to a path that redirects to itself.
        case redirectLoop
        /// The connection closed after the request, before any header.
        case closedBeforeHeaders
    }

    /// The recording the server plays.
    public static let recording = "j-__next-to-go-react__payload-1768438793569"

    /// A meeting name that tries to retitle the window, clear the screen and reverse text.
    public static let hostileMeetingName =
        "\u{1B}]0;pwned\u{07}\u{1B}[2JEvil\u{202E}Park\u{1B}[31m\u{9B}1m"

    /// The fault in force, shared with the server's connection threads.
    private final class FaultSwitch: Sendable {
        let current = Mutex(Fault.none)
    }

    private let fault = FaultSwitch()
    private let server: LoopbackHTTPServer

    /// Starts serving; the recording's first race starts `leadTime` seconds after `now`: the test
    /// run's time for a command run in-process, the real one for a launched program.
    public init(leadTime: TimeInterval = 600, now: DateSource = TestTime.dates) throws {
        let body = Array(
            try Fixtures.rebased(Self.recording, firstStart: now.now().addingTimeInterval(leadTime)))
        let fault = self.fault
        server = try LoopbackHTTPServer { _ in Self.reply(to: fault.current.withLock { $0 }, body: body) }
    }

    deinit {
        server.stop()
    }

    /// `http://127.0.0.1:PORT`.
    public var baseURL: URL { server.baseURL }

    /// How many requests for races have arrived; the hops of a redirect loop are not counted.
    public var requestCount: Int {
        server.receivedRequests.count { $0.target != Self.redirectLoopPath }
    }

    /// Makes the following requests meet `fault`.
    public func inject(_ fault: Fault) {
        self.fault.current.withLock { $0 = fault }
    }

    /// Stops the server.
    public func stop() {
        server.stop()
    }

    private static func reply(to fault: Fault, body: [UInt8]) -> LoopbackHTTPServer.Reply {
        switch fault {
        case .none: .json(body)
        case .internalServerError: .text("internal error", status: 500)
        case .serviceUnavailable: .text("maintenance", status: 503)
        case .notFound: .text("no such method", status: 404)
        case .tooManyRequests: .text("slow down", status: 429, headers: [("Retry-After", "30")])
        case .tooManyRequestsForEver:
            .text("slow down", status: 429, headers: [("Retry-After", "\(Int.max)")])
        case .noAnswer: .hang
        case .connectionReset: .reset
        case .truncatedBody:
            .truncated(status: 200, body: Array(body.prefix(body.count / 2)), declaredLength: body.count)
        case .randomBytes:
            .respond(
                status: 200, body: (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) })
        case .htmlPage:
            .text(
                "<html><body><h1>Down for maintenance</h1></body></html>", status: 200,
                contentType: "text/html")
        case .emptyObject: .json(Array("{}".utf8))
        case .wrongFieldTypes:
            .json(Array(#"{"data": {"next_to_go_ids": "abc", "race_summaries": []}}"#.utf8))
        case .missingFields:
            .json(
                edited(body) { index, summary in
                    if index % 2 == 1 { summary[index % 4 == 1 ? "meeting_name" : "advertised_start"] = nil }
                })
        case .idsWithoutSummary: .json(editedIDs(body) { $0 + ["ghost-1", "ghost-2"] })
        case .unknownCategory:
            .json(
                edited(body) { index, summary in
                    if index % 2 == 1 { summary["category_id"] = "00000000-0000-0000-0000-000000000000" }
                })
        case .oversizedBody:
            .json(
                Array(#"{"data": {"next_to_go_ids": [], "race_summaries": {}}, "pad": ""#.utf8)
                    + [UInt8](repeating: 0x61, count: 6_000_000) + Array(#""}"#.utf8))
        case .escapeSequences:
            .json(
                edited(body) { _, summary in
                    summary["meeting_name"] = hostileMeetingName
                    summary["race_name"] = "\u{1B}[2J\u{1B}[H"
                })
        case .trickledBody:
            .trickle(
                status: 200, headers: [("Content-Type", "application/json")], body: body,
                interval: .milliseconds(250))
        case .gzipBomb:
            .respond(
                status: 200, headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")],
                body: gzipBomb.body)
        case .redirectLoop: .respond(status: 302, headers: [("Location", redirectLoopPath)], body: [])
        case .closedBeforeHeaders: .close
        }
    }

    /// The bomb the `gzipBomb` fault sends, made once per test run: 300 KB that would inflate to
    /// almost ten times the cap.
    private static let gzipBomb = GzipBomb(compressedSize: 300_000)

    /// Where the `redirectLoop` fault sends every request.
    private static let redirectLoopPath = "/redirect-loop"

    /// Bytes that are no text format at all, drawn once per test run.
    private static let randomBytes: [UInt8] = {
        var generator = SystemRandomNumberGenerator()
        return (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }()

    /// The body with each summary, in `next_to_go_ids` order, changed by `edit`.
    private static func edited(_ body: [UInt8], _ edit: (Int, inout [String: Any]) -> Void) -> [UInt8] {
        guard var root = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any],
            var data = root["data"] as? [String: Any],
            let ids = data["next_to_go_ids"] as? [String],
            var summaries = data["race_summaries"] as? [String: [String: Any]]
        else { return body }
        for (index, id) in ids.enumerated() {
            guard var summary = summaries[id] else { continue }
            edit(index, &summary)
            summaries[id] = summary
        }
        data["race_summaries"] = summaries
        root["data"] = data
        return Array((try? JSONSerialization.data(withJSONObject: root)) ?? Data(body))
    }

    /// The body with `next_to_go_ids` changed by `edit`.
    private static func editedIDs(_ body: [UInt8], _ edit: ([String]) -> [String]) -> [UInt8] {
        guard var root = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any],
            var data = root["data"] as? [String: Any],
            let ids = data["next_to_go_ids"] as? [String]
        else { return body }
        data["next_to_go_ids"] = edit(ids)
        root["data"] = data
        return Array((try? JSONSerialization.data(withJSONObject: root)) ?? Data(body))
    }
}
