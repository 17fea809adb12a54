import DataLayer
import Foundation
import SharedUtils

/// `nexttogo doctor`'s checks of the racing API: each route to the next races asked once, then a
/// race card of a race one of them listed; which route the board will use; and how far the local
/// clock is from the API's.
public struct APICheckup: Sendable {
    /// How far the clocks may differ before a countdown is worth doubting.
    public static let clockTolerance: TimeInterval = 30

    private let probe: NedsRouteProbe
    private let dates: DateSource
    private let timeZone: TimeZone

    /// Creates a checkup that asks through `probe`.
    /// - Parameters:
    ///   - probe: Asks the routes of one API.
    ///   - dates: The local wall clock, which says what today is.
    ///   - timeZone: The zone whose racing day is asked for.
    public init(probe: NedsRouteProbe, dates: DateSource, timeZone: TimeZone) {
        self.probe = probe
        self.dates = dates
        self.timeZone = timeZone
    }

    /// Asks every route in turn (not at once, so no answer waits on another's bandwidth).
    /// - Throws: `CancellationError` when the task is cancelled.
    public func run() async throws(CancellationError) -> APICheckupReport {
        var results: [NedsRouteProbe.Result] = []
        results.append(try await probe.probe(.nextRaces))
        results.append(try await probe.probe(.categoryGroup))
        if let today = CalendarDate(containing: dates.now(), in: timeZone) {
            results.append(try await probe.probe(.racingDay(today, timeZone)))
        }
        var card: NedsRouteProbe.Result?
        if let raceID = results.lazy.compactMap(\.firstRaceID).first {
            card = try await probe.probe(.raceCard(raceID: raceID))
        }
        return APICheckupReport(
            checks: results.map(RouteCheck.init) + [card.map(RouteCheck.init) ?? .cardNotAsked],
            boardRoute: Self.boardRoute(after: results),
            clock: Self.clockReading(of: results + (card.map { [$0] } ?? [])))
    }

    /// The route the board will take, by its rule: the first that answers, past those that
    /// refuse; nil when none answers, or the network fails before one does (the board does not
    /// move on for the network).
    static func boardRoute(after results: [NedsRouteProbe.Result]) -> RaceFeedRoute? {
        for result in results {
            switch result.outcome {
            case .success: return RaceFeedRoute(target: result.target)
            case .failure(let error) where error.isRouteFailure: continue
            case .failure: return nil
            }
        }
        return nil
    }

    /// The local clock less the server's, from the first answer with a `Date` header that can
    /// be read; else the first header sent that cannot be read, quoted; else whether anything
    /// answered at all. The header is to the second, so the offset is rounded to the second.
    static func clockReading(of results: [NedsRouteProbe.Result]) -> APIClockReading {
        if let offset = results.lazy.compactMap({ result in
            result.serverDate.map { (result.receivedAt.timeIntervalSince($0)).rounded() }
        }).first {
            return .offset(offset)
        }
        if let sent = results.lazy.compactMap(\.dateHeader).first {
            return .unreadable(sent: ShownTextLimit.safe(sent, limit: ShownTextLimit.id))
        }
        return results.contains { $0.status != nil } ? .notSent : .noAnswer
    }
}

extension NedsRouteProbe.Result {
    /// The first race the answer listed, to ask for its card.
    var firstRaceID: String? {
        guard case .success(let body) = outcome else { return nil }
        switch body {
        case .races(_, _, let id), .racingDay(_, _, let id): return id
        case .raceCard, .unknownRace: return nil
        }
    }
}

extension RaceFeedRoute {
    /// The board's route for a probe's next-races `target`; nil for the card route.
    init?(target: NedsRouteProbe.Target) {
        switch target {
        case .nextRaces: self = .nextRaces
        case .categoryGroup: self = .categoryGroup
        case .racingDay: self = .racingDay
        case .raceCard: return nil
        }
    }
}
