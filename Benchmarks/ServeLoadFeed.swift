import DomainLayer
import Foundation
import TestSupport

/// The racing API the serve benchmark stands up for `nexttogo serve`: a timeline of races fixed
/// in advance, so the board changes at moments the benchmark knows. A race leaves the board 60 s
/// after its start with no request, so the first `changeDeadlines.count` races start such that
/// one leaves at each change deadline; the races after them start long after the run, so nothing
/// else changes.
///
/// Each answer is the API's own shape: the next `count` races asked for that have not left the
/// board yet, every one a recorded summary with a new id and start.
struct ServeLoadFeed: Sendable {
    /// The whole seconds, in Unix time, at which a race leaves the board: each a change every
    /// screen must be sent.
    let changeDeadlines: [Int]
    /// Every race's start, in Unix seconds, in start order.
    let starts: [Int]
    /// The summaries the races are made from, as JSON objects without an id or a start.
    private let templates: [String]

    /// The recorded response whose summaries the races are made from: ten races of the three
    /// categories.
    static let recording = "j-__next-to-go-react__payload-1768522365856"
    /// Races after the changes: enough for any board and any top-up.
    static let laterRaces = 60

    /// A timeline whose changes fall every `interval` seconds from `firstChange` until `lastChange`
    /// (whole Unix seconds); the races after them start `quietFor` seconds after the last change,
    /// a minute apart.
    init(firstChange: Int, lastChange: Int, interval: Int, quietFor: Int) throws {
        changeDeadlines = Array(stride(from: firstChange, through: lastChange, by: interval))
        let dropAfter = Int(RaceBoard.dropAfterStart.components.seconds)
        let later = (0..<Self.laterRaces).map { lastChange + quietFor + $0 * 60 }
        starts = changeDeadlines.map { $0 - dropAfter } + later
        let data = try Fixtures.object(named: Self.recording)["data"] as? [String: Any]
        let summaries = data?["race_summaries"] as? [String: [String: Any]] ?? [:]
        // Only races of the board's three categories, so every race in the timeline is shown.
        templates = try summaries.keys.sorted().compactMap { key -> String? in
            guard var summary = summaries[key], let category = summary["category_id"] as? String,
                RaceCategory(categoryID: category) != nil
            else { return nil }
            // Each race's own id and start are written in after these.
            summary["race_id"] = nil
            summary["advertised_start"] = nil
            return String(decoding: try JSONSerialization.data(withJSONObject: summary), as: UTF8.self)
        }
        guard !templates.isEmpty else { throw BenchmarkFailure("\(Self.recording) holds no races to copy") }
    }

    /// The index in `starts` of the race that starts at `start`, the first on a board: how many
    /// races have left it.
    func index(ofStart start: Int) -> Int? {
        starts.firstIndex(of: start)
    }

    /// The answer to `request` at `now`: the next races for the next-races route, 404 for any
    /// other, so the server keeps to one route.
    func reply(to request: LoopbackHTTPServer.Request, at now: Date) -> LoopbackHTTPServer.Reply {
        guard request.target.hasPrefix("/rest/v1/racing/?method=nextraces") else {
            return .text("no such route", status: 404)
        }
        let count =
            request.target.split(separator: "&").first { $0.hasPrefix("count=") }
            .flatMap { Int($0.dropFirst("count=".count)) } ?? 10
        return .json(body(count: count, at: now))
    }

    /// The next `count` races at `now` that have not left the board, as a next-races body.
    func body(count: Int, at now: Date) -> [UInt8] {
        let dropAfter = Double(RaceBoard.dropAfterStart.components.seconds)
        let shown = starts.indices.filter { Double(starts[$0]) + dropAfter > now.timeIntervalSince1970 }
            .prefix(max(0, count))
        let ids = shown.map(Self.id)
        let summaries = shown.map { index in
            var summary = templates[index % templates.count]
            summary.removeLast()  // the closing brace, to add the race's id and start before it
            return "\"\(Self.id(index))\":\(summary),\"race_id\":\"\(Self.id(index))\","
                + "\"advertised_start\":{\"seconds\":\(starts[index])}}"
        }
        let idList = ids.map { "\"\($0)\"" }.joined(separator: ",")
        let text =
            "{\"status\":200,\"data\":{\"next_to_go_ids\":[\(idList)],\"race_summaries\":{"
            + summaries.joined(separator: ",") + "}},\"message\":\"Next \(count) races\"}"
        return Array(text.utf8)
    }

    /// A UUID-shaped id for the race at `index`.
    private static func id(_ index: Int) -> String {
        let hex = String(index, radix: 16)
        return "5e7e10ad-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    }
}
