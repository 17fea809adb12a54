import Foundation
import SharedUtils

/// Delivers alerts to the channels without ever holding up whoever raises them: `post(_:)` only
/// queues, and each channel has its own queue and sender task, so one slow or down channel
/// delays no other. A channel that is slow, down or busy is tried again with a doubling backoff
/// (`backoff`) that waits at least what its `Retry-After` asks; an alert older than `freshness`
/// by then is dropped. Each alert is sent once per channel, across restarts too (`SentAlerts`).
public struct AlertDelivery<C: Clock<Duration>>: Sendable {
    /// The wait before trying a channel again: 5 s, doubling to 5 minutes, or what it asks.
    public static var backoff: Backoff { Backoff(initial: .seconds(5), maximum: .seconds(300)) }
    /// How long an alert matters: one not sent within 30 minutes is dropped.
    public static var freshness: Duration { .seconds(30 * 60) }
    /// The most alerts waiting for one channel; the oldest gives way.
    public static var queueLimit: Int { 100 }

    private let channels: [AlertChannel]
    private let queues: [AsyncStream<Alert>.Continuation]
    private let streams: [AsyncStream<Alert>]
    private let sender: any AlertSending
    private let sent: any SentAlerts
    private let clock: C
    private let dates: DateSource

    /// Delivery to `channels` through `sender`, remembering what was sent in `sent`, waiting on
    /// `clock` and dating by `dates`.
    public init(
        channels: [AlertChannel], sender: any AlertSending, sent: any SentAlerts, clock: C, dates: DateSource
    ) {
        self.channels = channels
        var queues: [AsyncStream<Alert>.Continuation] = []
        var streams: [AsyncStream<Alert>] = []
        for _ in channels {
            let (stream, queue) = AsyncStream.makeStream(
                of: Alert.self, bufferingPolicy: .bufferingNewest(Self.queueLimit))
            streams.append(stream)
            queues.append(queue)
        }
        self.queues = queues
        self.streams = streams
        self.sender = sender
        self.sent = sent
        self.clock = clock
        self.dates = dates
    }

    /// Queues `alert` for every channel; returns at once.
    public func post(_ alert: Alert) {
        for queue in queues {
            queue.yield(alert)
        }
    }

    /// Sends what is posted, each channel in a task of its own, telling `report` what happened,
    /// until the task is cancelled.
    public func run(report: @escaping @Sendable (AlertDeliveryEvent) -> Void) async {
        await withTaskGroup(of: Void.self) { group in
            for (channel, stream) in zip(channels, streams) {
                group.addTask { await deliver(stream, to: channel, report: report) }
            }
            await withTaskCancellationHandler {
                await group.waitForAll()
            } onCancel: {
                for queue in queues { queue.finish() }
            }
        }
    }

    /// Sends each alert of `stream` to `channel` in turn, trying again while the channel fails.
    private func deliver(
        _ stream: AsyncStream<Alert>, to channel: AlertChannel,
        report: @escaping @Sendable (AlertDeliveryEvent) -> Void
    ) async {
        let key = channel.description
        var failures = 0
        for await alert in stream {
            guard !sent.wasSent(alert.id, to: key) else { continue }
            while !Task.isCancelled {
                guard
                    dates.now().timeIntervalSince(alert.raisedAt) < Double(Self.freshness.components.seconds)
                else {
                    report(.dropped(alert, channel: key, reason: "it was not sent within 30 minutes"))
                    break
                }
                let outcome = await sender.send(alert, to: channel)
                // A send cut short by the end of the run is no failure of the channel's.
                guard !Task.isCancelled else { return }
                switch outcome {
                case .sent:
                    sent.noteSent(alert.id, to: key)
                    if failures > 0 { report(.recovered(channel: key)) }
                    failures = 0
                    report(.sent(alert, channel: key))
                case .refused(let reason):
                    report(.dropped(alert, channel: key, reason: reason))
                case .retry(let reason, let retryAfter):
                    failures += 1
                    if failures == 1 { report(.failing(channel: key, reason: reason)) }
                    let wait = Self.backoff.delay(
                        afterFailures: failures, retryAfter: retryAfter?.delay(from: dates.now()))
                    do {
                        try await clock.sleep(for: wait)
                    } catch {
                        return
                    }
                    continue
                }
                break
            }
        }
    }
}
