import Foundation
import TestSupport

/// A loopback server for the racing-day commands: the meetings request answered with `meetings`
/// (the recorded day unless told), each recorded card's race-card request with that card, and
/// anything else with 404, as the API answers a race it does not know.
struct RacingDayServer {
    let server: LoopbackHTTPServer

    init(meetings: [UInt8]? = nil, status: Int = 200) throws {
        let day = try meetings ?? Array(MeetingsFixtures.recordedDay())
        var cards: [String: [UInt8]] = [:]
        for card in RaceCardFixtures.all {
            cards["/rest/v1/racing/?method=racecard&id=\(card.raceID)"] = Array(
                try RaceCardFixtures.data(of: card))
        }
        server = try LoopbackHTTPServer { [cards] request in
            if request.target.hasPrefix("/v2/racing/meeting?") {
                return status == 200 ? .json(day) : .text("unavailable", status: status)
            }
            return cards[request.target].map { .json($0) } ?? .text("race not found", status: 404)
        }
    }

    /// The server's root, for `--api-url`.
    var apiURL: String { server.baseURL.absoluteString }

    /// The targets of the requests received, in order.
    var targets: [String] { server.receivedRequests.map(\.target) }
}
