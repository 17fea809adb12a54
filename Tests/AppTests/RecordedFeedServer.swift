import DataLayer
import Foundation
import SharedUtils
import Synchronization
import TestSupport

/// A loopback server that plays one recorded Neds response, moved so its first race starts
/// `leadTime` seconds after the server starts (or, when `timedFromFirstRequest`, after the first
/// request comes), with meetings renamed as asked, and what the program should show from it.
struct RecordedFeedServer {
    /// One race as the recording lists it, read with `JSONSerialization`.
    struct ListedRace {
        var id: String
        var category: String
        var meetingName: String
        var raceNumber: Int
        var start: Date
        /// Where the meeting is as the board shows it after its name: the state in Australia,
        /// else the country code, such as `VIC` or `UK` (Canada's `CA` as `CAN`).
        var location: String?

        /// The meeting and race number, such as `Shepparton R6`.
        var meetingAndRace: String {
            "\(meetingName) R\(raceNumber)"
        }

        /// The meeting with its location and the race number, as a board with room shows them,
        /// such as `Shepparton VIC R6`.
        var locatedMeetingAndRace: String {
            "\(meetingName)\(location.map { " \($0)" } ?? "") R\(raceNumber)"
        }
    }

    static let categoryNames = [
        "4a2788f8-e825-4d36-9894-efd4baf1cfae": "horse",
        "9daef0d7-bf3c-4f50-921d-8e818c60fe61": "greyhound",
        "161d9be2-e909-4326-8c2c-35ed71fb460b": "harness",
    ]

    let server: LoopbackHTTPServer
    let races: [ListedRace]

    /// With `timedFromFirstRequest`, the races' `start`s are as if the first request had come
    /// when the server started: their order, names and numbers are the ones served. Each meeting
    /// named in `meetingNames` is served under the name it maps to.
    ///
    /// With `onlyRoute`, the server is a gateway as the live one is in 2026: it answers a request
    /// without `Content-Type: application/json` with HTTP 500 `unsupported content-type`, and
    /// serves the recording on that one route to the next races (reshaped to the route's form),
    /// refusing the others with a 404 or the gateway's "none available".
    ///
    /// The races start `leadTime` after `now`: the test run's time for a command run in-process,
    /// the real one for a launched program, which keeps the real wall clock.
    init(
        recording: String, leadTime: TimeInterval = 120, timedFromFirstRequest: Bool = false,
        meetingNames: [String: String] = [:], onlyRoute: NextRacesRoute? = nil,
        now: DateSource = TestTime.dates
    ) throws {
        let body = try Self.renaming(
            Fixtures.rebased(recording, firstStart: now.now().addingTimeInterval(leadTime)), meetingNames)
        if timedFromFirstRequest {
            let served = Mutex<Data?>(nil)
            server = try LoopbackHTTPServer { request in
                let reply = served.withLock { served in
                    if served == nil {
                        served = try? Self.renaming(
                            Fixtures.rebased(recording, firstStart: now.now().addingTimeInterval(leadTime)),
                            meetingNames)
                    }
                    return served ?? body
                }
                return Self.reply(to: request, body: reply, onlyRoute: onlyRoute)
            }
        } else {
            server = try LoopbackHTTPServer { request in
                Self.reply(to: request, body: body, onlyRoute: onlyRoute)
            }
        }
        let root = try JSONSerialization.jsonObject(with: body) as? [String: Any]
        let data = root?["data"] as? [String: Any]
        let summaries = data?["race_summaries"] as? [String: [String: Any]] ?? [:]
        races = summaries.values.compactMap { summary in
            guard let id = summary["race_id"] as? String,
                let category = (summary["category_id"] as? String).flatMap({ Self.categoryNames[$0] }),
                let meeting = summary["meeting_name"] as? String,
                let number = summary["race_number"] as? Int,
                let seconds = (summary["advertised_start"] as? [String: Any])?["seconds"] as? Double
            else { return nil }
            let (state, country) = (summary["venue_state"] as? String, summary["venue_country"] as? String)
            return ListedRace(
                id: id, category: category, meetingName: meeting, raceNumber: number,
                start: Date(timeIntervalSince1970: seconds),
                location: country == nil || country == "AUS"
                    ? state ?? country : country == "CA" ? "CAN" : country)
        }
    }

    /// The races the program should show for `categories` (all when empty), soonest first,
    /// ties by meeting, race number and id.
    func expectedRaces(_ categories: Set<String> = [], limit: Int = 5) -> [ListedRace] {
        let sorted = races.filter { categories.isEmpty || categories.contains($0.category) }.sorted {
            ($0.start, $0.meetingName, $0.raceNumber, $0.id) < (
                $1.start, $1.meetingName, $1.raceNumber, $1.id
            )
        }
        return Array(sorted.prefix(limit))
    }

    /// The gateway's body when the v2 routes have no service behind them.
    static let noneAvailable =
        #"{"id":"go.micro.client","code":500,"detail":"service go.micro.srv.racing: none available","status":"Internal Server Error"}"#

    /// The answer to `request`: the v1 `body` on every route, or, with `onlyRoute`, as the
    /// gateway answers when only that route has a service behind it.
    private static func reply(to request: LoopbackHTTPServer.Request, body: Data, onlyRoute: NextRacesRoute?)
        -> LoopbackHTTPServer.Reply
    {
        guard let onlyRoute else { return .json(Array(body)) }
        guard request.headers["content-type"] == "application/json" else {
            return .text("unsupported content-type", status: 500)
        }
        let asked = NextRacesRoute.allCases.first {
            request.target.hasPrefix("/" + $0.path.prefix { $0 != "?" })
        }
        .flatMap { route in
            route != .nextRaces || request.target.contains("method=nextraces") ? route : nil
        }
        guard let asked, asked == onlyRoute else {
            return asked == .categoryGroup
                ? .json(Array(noneAvailable.utf8), status: 500) : .text("404 page not found", status: 404)
        }
        let served =
            switch asked {
            case .nextRaces: body
            case .categoryGroup: try? RouteBodies.categoryGroup(fromNextRaces: body)
            case .racingDay: try? RouteBodies.racingDay(fromNextRaces: body)
            }
        return .json(Array(served ?? Data()))
    }

    /// `body` with the meetings in `names` renamed to the names they map to.
    private static func renaming(_ body: Data, _ names: [String: String]) throws -> Data {
        guard !names.isEmpty else { return body }
        var root = try JSONSerialization.jsonObject(with: body) as? [String: Any] ?? [:]
        var data = root["data"] as? [String: Any] ?? [:]
        var summaries = data["race_summaries"] as? [String: [String: Any]] ?? [:]
        for (id, var summary) in summaries {
            if let name = summary["meeting_name"] as? String, let renamed = names[name] {
                summary["meeting_name"] = renamed
            }
            summaries[id] = summary
        }
        data["race_summaries"] = summaries
        root["data"] = data
        return try JSONSerialization.data(withJSONObject: root)
    }

    /// The `count` asked for in each request so far.
    var requestedCounts: [Int] {
        server.receivedRequests.compactMap { request in
            URLComponents(string: request.target)?.queryItems?.first { $0.name == "count" }?.value
                .flatMap(Int.init)
        }
    }
}
