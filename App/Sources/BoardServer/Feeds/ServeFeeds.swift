import DomainLayer

/// What the routes read and the services keep up: the one board every screen shows, the racing
/// day followed while a screen shows it, and the race cards open on screens, each polled once
/// however many screens ask.
struct ServeFeeds: Sendable {
    /// The one key of the racing day's feed: today's.
    enum Today: Hashable, Sendable { case today }

    /// The board, fed by the board's poller (`BoardFeedService`).
    let hub: BoardHub
    /// The screens' event streams, kept up with the hub (`EventStreamService`).
    let streams = EventStreamFanOut()
    /// The racing day, followed while screens ask for it.
    let day: OnDemandFeeds<Today, RacingDaySnapshot, ContinuousClock>
    /// The race cards, each followed while screens ask for it, within `limits`' shares.
    let cards: OnDemandFeeds<String, RaceCardSnapshot, ContinuousClock>
    /// How publishing the board to a channel goes (`serve --publish`); nil when it is not published.
    let publishing: PublishStatus?

    /// An empty board, and the racing day and race cards followed by `racing` when asked for,
    /// the cards within `limits`; the board published to `publishedTo` when given.
    init(racing: RacingFeeds, limits: ServerLimits, publishedTo: String? = nil) {
        hub = BoardHub()
        publishing = publishedTo.map(PublishStatus.init(location:))
        // The day stays followed past its five-minute poll while a screen asks now and then.
        day = OnDemandFeeds(clock: ContinuousClock(), linger: .seconds(360), capacity: 1) { _, receive in
            await racing.followDay(receive)
        }
        cards = OnDemandFeeds(
            clock: ContinuousClock(), capacity: limits.cards, perScreen: limits.cardsPerScreen,
            isFinished: { if case .unknownRace = $0.failure { true } else { false } },
            follow: racing.followCard)
    }

    /// Stops the racing day's and race cards' pollers no screen has asked for lately.
    func sweep() {
        day.sweep()
        cards.sweep()
    }

    /// Stops every racing-day and race-card poller for good: the server is shutting down.
    func stopAll() {
        day.stopAll()
        cards.stopAll()
    }
}
