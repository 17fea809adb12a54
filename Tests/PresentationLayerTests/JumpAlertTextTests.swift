import DomainLayer
import Foundation
import PresentationLayer
import TestSupport
import Testing

@Suite struct JumpAlertTextTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let clock = ClockTimeFormatter(timeZone: TimeZone(identifier: "UTC")!)

    @Test func theBannerNamesEachRaceWithItsCountdown() {
        let races = [
            RaceFactory.race("a", meeting: "Flemington", number: 4, startsIn: 120, from: now),
            RaceFactory.race("b", .greyhound, meeting: "Sandown Park", number: 11, startsIn: 45.2, from: now),
        ]
        #expect(
            JumpAlertText.banner(for: races, at: now)
                == "Jump alert: Flemington R4 in 2m 00s · Sandown Park R11 in 46s")
    }

    @Test func theNotificationSaysTheCategoryCountdownAndStartTime() {
        let race = RaceFactory.race("a", .harness, meeting: "Addington", number: 7, startsIn: 90, from: now)
        #expect(
            JumpAlertText.notification(for: race, at: now, clock: clock)
                == JumpAlertText.Notification(
                    title: "Jump alert: Addington R7", body: "Harness race, starts in 1m 30s at 01:01"))
    }

    @Test func oneNotificationNamesTheFirstFourOfManyRacesAndCountsTheRest() {
        let races = (1...7).map { number in
            RaceFactory.race("r\(number)", meeting: "Randwick", number: number, startsIn: 120, from: now)
        }

        #expect(
            JumpAlertText.notification(for: races, at: now, clock: clock)
                == JumpAlertText.Notification(
                    title: "Jump alert: 7 races",
                    body: "Randwick R1 in 2m 00s, Randwick R2 in 2m 00s, Randwick R3 in 2m 00s, "
                        + "Randwick R4 in 2m 00s, +3 more"))
        #expect(
            JumpAlertText.banner(for: races, at: now)
                == "Jump alert: Randwick R1 in 2m 00s · Randwick R2 in 2m 00s · Randwick R3 in 2m 00s · "
                + "Randwick R4 in 2m 00s · +3 more")
    }

    @Test func oneRaceGetsItsOwnNotificationAndNoRaceNone() {
        let race = RaceFactory.race("a", .harness, meeting: "Addington", number: 7, startsIn: 90, from: now)

        #expect(
            JumpAlertText.notification(for: [race], at: now, clock: clock)
                == JumpAlertText.notification(for: race, at: now, clock: clock))
        #expect(JumpAlertText.notification(for: [], at: now, clock: clock) == nil)
    }
}
