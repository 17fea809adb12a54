import Foundation
import TestSupport

/// A loopback server that answers the race-card request of each recorded card's race with that
/// card, and any other request with 404, as the API does for a race it does not know.
struct RaceCardServer {
    let server: LoopbackHTTPServer

    init() throws {
        var bodies: [String: [UInt8]] = [:]
        for card in RaceCardFixtures.all {
            bodies["/rest/v1/racing/?method=racecard&id=\(card.raceID)"] = Array(
                try RaceCardFixtures.data(of: card))
        }
        server = try LoopbackHTTPServer { [bodies] request in
            bodies[request.target].map { .json($0) } ?? .text("race not found", status: 404)
        }
    }

    /// The server's root, for `--api-url`.
    var apiURL: String { server.baseURL.absoluteString }
}
