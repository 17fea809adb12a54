import DomainLayer
import Foundation
import SharedUtils

extension OpenRaceCard {
    /// What an open race card shows at `now`: the card `snapshot` holds, laid out `width` columns
    /// wide, or why there is none; on the status line, when its prices were taken, and while the
    /// last fetch failed, why and when the next one is. `snapshot` is nil until the first fetch
    /// ends; `isRefreshing` is true while a fetch the person asked for is under way.
    init(snapshot: RaceCardSnapshot?, isRefreshing: Bool, now: Date, timeZone: TimeZone, width: Int) {
        let clock = ClockTimeFormatter(timeZone: timeZone)
        guard let snapshot else {
            self = .loading
            return
        }
        let retry = RetryWording.clause(
            NextRetry(
                seconds: Int(saturating: snapshot.nextFetchAt.timeIntervalSince(now).rounded(.up)),
                clockTime: clock.hoursAndMinutes(snapshot.nextFetchAt)))
        let content: Content
        let status: String
        let isProblem: Bool
        switch (snapshot.card, snapshot.failure) {
        case (let card?, let failure):
            let viewModel = RaceCardViewModel(card: card, now: now, timeZone: timeZone)
            content = .card(viewModel, field: RaceCardTableLayout.lines(for: viewModel, width: width))
            let taken = snapshot.updatedAt.map(clock.hoursMinutesAndSeconds)
            if let failure {
                status = "\(failure.shortLabel): showing prices from \(taken ?? "earlier")\(retry)"
            } else {
                status = taken.map { "prices at \($0)" } ?? ""
            }
            isProblem = failure != nil
        case (nil, .noRecordedCard(let listed)?):
            content = .unavailable(
                NoRecordedCardNotice(race: listed, place: .watchScreen).lines.flatMap {
                    TextWrapping.hangingLines($0, width: width)
                })
            status = RaceCardFetchError.noRecordedCard(race: listed).shortLabel
            isProblem = false
        case (nil, let failure?):
            content = .unavailable(
                TextWrapping.hangingLines("Cannot show the race card: \(failure.message).", width: width))
            status = failure.shortLabel + retry
            isProblem = true
        case (nil, nil):
            self = .loading
            return
        }
        self.init(
            content: content, statusText: isRefreshing ? "refreshing…" : status,
            isProblem: isProblem && !isRefreshing)
    }
}
