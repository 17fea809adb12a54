import DataLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

/// The racing day as a route to the next races: its races not yet jumped, in start order, with
/// tomorrow's after them when today's run out.
@Suite struct RacingDayRacesServiceTests {
    private static let now = Date(timeIntervalSince1970: 1_768_442_400)  // 2026-01-15 02:00 UTC
    private static let zone = TimeZone(identifier: "Australia/Sydney")!
    private static let open = RaceStatus.open

    private static func race(
        _ id: String, minutes: Double, status: RaceStatus = open, number: Int? = 1
    )
        -> MeetingRaceSummary
    {
        MeetingRaceSummary(
            id: id, name: "Race \(id)", number: number, advertisedStart: now.addingTimeInterval(minutes * 60),
            status: status)
    }

    private static func day(_ races: [MeetingRaceSummary], skipped: Int = 0) -> MeetingsResponse {
        MeetingsResponse(
            meetings: [
                MeetingSummary(
                    id: "m", name: "Randwick", categoryID: "4a2788f8-e825-4d36-9894-efd4baf1cfae",
                    venueState: "NSW", venueCountry: "AUS", trackCondition: "Good", races: races)
            ], skippedRaceCount: skipped)
    }

    private func service(_ stub: StubMeetingsService) -> RacingDayRacesService {
        RacingDayRacesService(meetings: stub, dates: DateSource { Self.now }, timeZone: Self.zone)
    }

    @Test func theDaysRacesStillToComeComeInStartOrder() async throws {
        let stub = StubMeetingsService { _, _ in
            Self.day(
                [
                    Self.race("later", minutes: 30), Self.race("done", minutes: -20, status: .final),
                    Self.race("running", minutes: -0.5, status: .live), Self.race("soon", minutes: 3),
                    Self.race("unsaid", minutes: 12, status: .unknown),
                    Self.race("special", minutes: 5, number: nil),
                    Self.race("off", minutes: 1, status: .abandoned), Self.race("morning", minutes: -200),
                    Self.race("a-minute-ago", minutes: -1),
                ], skipped: 2)
        }

        let response = try await service(stub).nextRaces(count: 4)

        // A race open hours after its start (the API left it so) would only take a place.
        #expect(response.raceSummaries.map(\.raceID) == ["running", "soon", "unsaid", "later"])
        #expect(response.route == .racingDay)
        #expect(response.skippedCount == 2)
        #expect(response.raceSummaries.first?.meetingName == "Randwick")
        #expect(response.raceSummaries.first?.venueState == "NSW")
        #expect(stub.requested.map { "\($0.date)" } == ["2026-01-15"])
        #expect(stub.requested.first?.timeZone == Self.zone)
    }

    @Test func onlyTheCategoriesAskedForAreTaken() async throws {
        let greyhounds = MeetingSummary(
            id: "g", name: "Sandown Park", categoryID: "9daef0d7-bf3c-4f50-921d-8e818c60fe61",
            races: [Self.race("dogs", minutes: 2)])
        let stub = StubMeetingsService { _, _ in
            var day = Self.day([Self.race("horses", minutes: 4)])
            day.meetings.append(greyhounds)
            return day
        }

        let greyhound = try await service(stub).nextRaces(
            count: 5, categoryIDs: ["9DAEF0D7-BF3C-4F50-921D-8E818C60FE61"])
        let every = try await service(stub).nextRaces(count: 5)

        #expect(greyhound.raceSummaries.map(\.raceID) == ["dogs"])
        #expect(every.raceSummaries.map(\.raceID) == ["dogs", "horses"])
    }

    @Test func tomorrowsRacesFollowWhenTodayHasTooFewLeft() async throws {
        let stub = StubMeetingsService { date, _ in
            "\(date)" == "2026-01-15"
                ? Self.day([Self.race("last", minutes: 5)])
                : Self.day([Self.race("tomorrow-2", minutes: 700), Self.race("tomorrow-1", minutes: 600)])
        }

        let response = try await service(stub).nextRaces(count: 5)

        #expect(response.raceSummaries.map(\.raceID) == ["last", "tomorrow-1", "tomorrow-2"])
        #expect(stub.requested.map { "\($0.date)" } == ["2026-01-15", "2026-01-16"])
    }

    @Test func aDayWithNoRacesLeftIsAnEmptyListNotAnError() async throws {
        let stub = StubMeetingsService { _, _ in
            Self.day([Self.race("done", minutes: -50, status: .final), Self.race("left-open", minutes: -50)])
        }
        #expect(try await service(stub).nextRaces(count: 5).raceSummaries.isEmpty)
    }

    @Test func tomorrowFailingLeavesTodaysRaces() async throws {
        let stub = StubMeetingsService { date, _ throws(FetchFailure) in
            guard "\(date)" == "2026-01-15" else { throw FetchFailure.timedOut(host: "h") }
            return Self.day([Self.race("last", minutes: 5)])
        }
        #expect(try await service(stub).nextRaces(count: 5).raceSummaries.map(\.raceID) == ["last"])
    }

    @Test func todayFailingIsTheRoutesFailure() async {
        let stub = StubMeetingsService { _, _ throws(FetchFailure) in
            throw FetchFailure.routeRefused(status: 404)
        }
        await #expect(throws: FetchFailure.routeRefused(status: 404)) {
            try await service(stub).nextRaces(count: 5)
        }
    }

    @Test func aBoardClimbingItsLadderAsksEachDayOnce() async throws {
        let stub = StubMeetingsService { date, _ in
            "\(date)" == "2026-01-15"
                ? Self.day([Self.race("last", minutes: 5)]) : Self.day([Self.race("tomorrow", minutes: 600)])
        }
        let clock = ManualClock(startDate: Self.now)
        let service = RacingDayRacesService(meetings: stub, dates: clock.dates, timeZone: Self.zone)

        for count in [10, 50, 100, 200] {
            let response = try await service.nextRaces(count: count)
            #expect(response.raceSummaries.map(\.raceID) == ["last", "tomorrow"])
        }
        #expect(stub.requested.map { "\($0.date)" } == ["2026-01-15", "2026-01-16"])

        // A poll, a retry or a refresh, seconds later, asks the day afresh.
        clock.move(by: .seconds(RacingDayRacesService.dayReuseInterval))
        _ = try await service.nextRaces(count: 10)
        #expect(stub.requested.count == 4)
    }
}
