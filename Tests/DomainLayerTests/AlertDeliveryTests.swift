import Foundation
import SharedUtils
import Synchronization
import TestSupport
import Testing

@testable import DomainLayer

/// Alerts delivered to each channel once, retried with back-off and `Retry-After`, a failure said
/// once; on a manual clock.
@Suite(.timeLimit(.minutes(1))) struct AlertDeliveryTests {
    private let clock = ManualClock(startDate: Date(timeIntervalSince1970: 1_779_494_400))
    private let ntfy = AlertChannel.ntfy(url: URL(string: "https://ntfy.example/t")!, token: nil)
    private let hook = AlertChannel.webhook(url: URL(string: "https://hook.example/x")!)

    /// A sender that answers each channel from a script, then `.sent`, and notes every try.
    private final class ScriptedSender: AlertSending {
        private let state = Mutex<(script: [String: [AlertSendOutcome]], tries: [String])>(([:], []))

        init(_ script: [String: [AlertSendOutcome]] = [:]) {
            state.withLock { $0.script = script }
        }

        var tries: [String] { state.withLock { $0.tries } }

        func send(_ alert: Alert, to channel: AlertChannel) async -> AlertSendOutcome {
            state.withLock { state in
                state.tries.append("\(channel.description) \(alert.id)")
                guard var outcomes = state.script[channel.description], !outcomes.isEmpty else {
                    return .sent
                }
                let outcome = outcomes.removeFirst()
                state.script[channel.description] = outcomes
                return outcome
            }
        }
    }

    /// What was sent, kept in memory.
    private final class MemorySentAlerts: SentAlerts {
        private let keys = Mutex<Set<String>>([])
        func wasSent(_ alertID: String, to channelKey: String) -> Bool {
            keys.withLock { $0.contains(channelKey + " " + alertID) }
        }
        func noteSent(_ alertID: String, to channelKey: String) {
            _ = keys.withLock { $0.insert(channelKey + " " + alertID) }
        }
    }

    private func alert(_ id: String) -> Alert {
        Alert(id: id, kind: .followedRunner, title: "Winx runs at 14:05", message: "", raisedAt: clock.date)
    }

    /// What delivery said, in order.
    private final class EventLog: Sendable {
        private let events = Mutex<[AlertDeliveryEvent]>([])
        func append(_ event: AlertDeliveryEvent) { events.withLock { $0.append(event) } }
        func withLock<T>(_ body: ([AlertDeliveryEvent]) -> T) -> T { events.withLock { body($0) } }
    }

    private func start(_ delivery: AlertDelivery<ManualClock>, into events: EventLog) -> Task<Void, Never> {
        Task { await delivery.run { event in events.append(event) } }
    }

    private func waitUntil(_ condition: () -> Bool) async {
        while !condition() { await Task.yield() }
    }

    @Test func eachAlertGoesOncePerChannelEvenWhenRaisedAgain() async {
        let sender = ScriptedSender()
        let delivery = AlertDelivery(
            channels: [ntfy, hook], sender: sender, sent: MemorySentAlerts(), clock: clock, dates: clock.dates
        )
        let events = EventLog()
        let task = start(delivery, into: events)
        defer { task.cancel() }

        delivery.post(alert("a"))
        delivery.post(alert("a"))
        delivery.post(alert("b"))
        await waitUntil { sender.tries.count == 4 }
        // Nothing more is coming: a second "a" would have been tried before "b".
        #expect(
            Set(sender.tries)
                == Set([ntfy, hook].flatMap { ["\($0.description) a", "\($0.description) b"] }))
        #expect(events.withLock { $0 }.count == 4)
    }

    @Test func aBusyChannelIsTriedAgainNoSoonerThanItsRetryAfterAndItsFailureIsSaidOnce() async {
        let sender = ScriptedSender([
            ntfy.description: [
                .retry(reason: "ntfy answered 429", retryAfter: .delay(.seconds(120))),
                .retry(reason: "ntfy answered 503", retryAfter: nil),
            ]
        ])
        let delivery = AlertDelivery(
            channels: [ntfy, hook], sender: sender, sent: MemorySentAlerts(), clock: clock, dates: clock.dates
        )
        let events = EventLog()
        let task = start(delivery, into: events)
        defer { task.cancel() }

        delivery.post(alert("a"))
        await clock.waitForSleeper(until: clock.now.advanced(by: .seconds(120)))
        #expect(sender.tries.filter { $0.hasPrefix("webhook") } == ["webhook https://hook.example/x a"])
        #expect(sender.tries.filter { $0.hasPrefix("ntfy") }.count == 1, "the webhook was not held up")

        await clock.advance(by: .seconds(119))
        #expect(sender.tries.filter { $0.hasPrefix("ntfy") }.count == 1, "not before its Retry-After")
        await clock.advance(by: .seconds(1))
        #expect(sender.tries.filter { $0.hasPrefix("ntfy") }.count == 2)
        await clock.expire(by: .seconds(10))
        await waitUntil { sender.tries.filter { $0.hasPrefix("ntfy") }.count == 3 }
        await waitUntil { events.withLock { $0.count } == 4 }

        let said = events.withLock { $0 }.filter { if case .sent = $0 { false } else { true } }
        #expect(
            said == [
                .failing(channel: ntfy.description, reason: "ntfy answered 429"),
                .recovered(channel: ntfy.description),
            ])
    }

    @Test func anAlertThatCouldNotGoWithinHalfAnHourIsDropped() async {
        let sender = ScriptedSender([
            ntfy.description: Array(
                repeating: .retry(reason: "down", retryAfter: .delay(.seconds(3600))), count: 3)
        ])
        let delivery = AlertDelivery(
            channels: [ntfy], sender: sender, sent: MemorySentAlerts(), clock: clock, dates: clock.dates)
        let events = EventLog()
        let task = start(delivery, into: events)
        defer { task.cancel() }

        let raised = alert("a")
        delivery.post(raised)
        await clock.expire(by: .seconds(3600))
        await waitUntil { events.withLock { $0.count } == 2 }

        #expect(sender.tries.count == 1)
        #expect(
            events.withLock { $0 }.last
                == .dropped(
                    raised, channel: ntfy.description, reason: "it was not sent within 30 minutes"))
    }

    /// A sender whose send lasts until the run ends, then says the channel did not answer, as
    /// an HTTP send cut short does; it says when a send began.
    private final class HangingSender: AlertSending {
        let began: AsyncStream<Void>
        private let beginning: AsyncStream<Void>.Continuation

        init() {
            (began, beginning) = AsyncStream.makeStream(of: Void.self)
        }

        func send(_ alert: Alert, to channel: AlertChannel) async -> AlertSendOutcome {
            beginning.yield()
            let (never, _) = AsyncStream.makeStream(of: Void.self)
            for await _ in never {}
            return .retry(reason: "the webhook did not answer: cancelled", retryAfter: nil)
        }
    }

    @Test func aSendCutShortByTheEndOfTheRunIsNotSaidAsAFailingChannel() async {
        let sender = HangingSender()
        let delivery = AlertDelivery(
            channels: [hook], sender: sender, sent: MemorySentAlerts(), clock: clock, dates: clock.dates)
        let log = EventLog()
        let run = Task { await delivery.run { log.append($0) } }
        delivery.post(alert("a"))

        for await _ in sender.began { break }
        run.cancel()
        await run.value

        #expect(log.withLock { $0 }.isEmpty, "nothing said: the run ended, the channel did not fail")
    }
}
