import DomainLayer
import Foundation
import SharedUtils

extension OpenRaceCard {
    /// What an open race card shows at `now`: the card `snapshot` holds, laid out `width` columns
    /// wide, or why there is none; on the status line, when its prices were taken, and while the
    /// last fetch failed, why and when the next one is. `snapshot` is nil until the first fetch
    /// ends; `watched` holds the prices seen at each fetch while the card has been open;
    /// `isRefreshing` is true while a fetch the person asked for is under way; the runners
    /// `blackbook` follows are marked.
    /// - Parameter layouts: The field or message laid out last; laid out again only when the
    ///   card, the failure or the width has changed, so a tick only moves the countdowns.
    init(
        snapshot: RaceCardSnapshot?, watched: WatchedPrices, isRefreshing: Bool, now: Date,
        timeZone: TimeZone, width: Int, blackbook: Blackbook = .none,
        layouts: inout LayoutMemo<LayoutKey, Layout>
    ) {
        let clock = ClockTimeFormatter(timeZone: timeZone)
        guard let snapshot else {
            self = .loading
            return
        }
        let retry = RetryWording.clause(
            NextRetry(
                seconds: Int(saturating: snapshot.nextFetchAt.timeIntervalSince(now).rounded(.up)),
                clockTime: clock.hoursAndMinutes(snapshot.nextFetchAt)))
        let viewModel = snapshot.card.map {
            RaceCardViewModel(card: $0, now: now, timeZone: timeZone, watched: watched, blackbook: blackbook)
        }
        let key = LayoutKey(snapshot: snapshot, width: width, rows: viewModel?.rows ?? [])
        let layout = layouts.value(for: key) { key in
            Layout(key, viewModel: viewModel)
        }
        let content: Content
        let status: String
        let isProblem: Bool
        switch (viewModel, layout, snapshot.failure) {
        case (let viewModel?, .field(let field), let failure):
            content = .card(viewModel, field: field)
            let taken = snapshot.updatedAt.map(clock.hoursMinutesAndSeconds)
            if let failure {
                status = "\(failure.shortLabel): showing prices from \(taken ?? "earlier")\(retry)"
            } else {
                status = taken.map { "prices at \($0)" } ?? ""
            }
            isProblem = failure != nil
        case (nil, .unavailable(let lines), .noRecordedCard(let listed)?):
            content = .unavailable(lines)
            status = RaceCardFetchError.noRecordedCard(race: listed).shortLabel
            isProblem = false
        case (nil, .unavailable(let lines), let failure?):
            content = .unavailable(lines)
            status = failure.shortLabel + retry
            isProblem = true
        default:
            self = .loading
            return
        }
        self.init(
            content: content, statusText: isRefreshing ? "refreshing…" : status,
            isProblem: isProblem && !isRefreshing)
    }
}
