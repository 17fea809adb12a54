import DomainLayer
import Foundation

extension OpenRaceCard {
    /// What a card's layout is made from: the card and the failure a snapshot holds, the rows in
    /// words (with the moves seen while watched and their marks), and the width. The time is not
    /// part of it, so the layout holds across ticks until a mark comes or goes.
    struct LayoutKey: Equatable, Sendable {
        /// The card as last fetched; nil while there is none.
        var card: RaceCard?
        /// Why the last fetch failed; nil when it did not.
        var failure: RaceCardFetchError?
        /// The runners in words, as the field shows them.
        var rows: [RunnerRowViewModel]
        /// The screen's width.
        var width: Int

        /// The parts of `snapshot` the layout is made from, with `rows`, at `width`.
        init(snapshot: RaceCardSnapshot, width: Int, rows: [RunnerRowViewModel]) {
            card = snapshot.card
            failure = snapshot.failure
            self.rows = rows
            self.width = width
        }
    }

    /// The parts of an open card that do not change with the time, laid out for a width: the
    /// field of a card, or the lines saying why there is none.
    enum Layout: Equatable, Sendable {
        /// The card's field as `race <id>` lays it out.
        case field([RaceCardTableLayout.Line])
        /// Why there is no card, wrapped to the width.
        case unavailable([String])
        /// Nothing to show yet: no card and no failure.
        case none

        /// The layout of what `key` holds, the field from `viewModel`, the card's in words (nil
        /// when there is no card).
        init(_ key: LayoutKey, viewModel: RaceCardViewModel?) {
            switch (viewModel, key.failure) {
            case (let viewModel?, _):
                let field = RaceCardTableLayout.lines(for: viewModel, width: key.width)
                let note =
                    viewModel.rows.isEmpty || viewModel.publishesPrices
                    ? []
                    : TextWrapping.hangingLines(RaceCardViewModel.noPricesText, width: key.width).map {
                        RaceCardTableLayout.Line(
                            text: $0, isHeading: false, isScratched: false, isFavourite: false)
                    }
                self = .field(field + note)
            case (nil, .noRecordedCard(let listed)?):
                self = .unavailable(
                    NoRecordedCardNotice(race: listed, place: .watchScreen).lines.flatMap {
                        TextWrapping.hangingLines($0, width: key.width)
                    })
            case (nil, let failure?):
                self = .unavailable(OpenRaceCard.failureLines(failure, width: key.width))
            case (nil, nil):
                self = .none
            }
        }
    }

    /// Why a card could not be had, wrapped to `width`: `Cannot show the race card: …`.
    public static func failureLines(_ failure: RaceCardFetchError, width: Int) -> [String] {
        TextWrapping.hangingLines("Cannot show the race card: \(failure.message).", width: width)
    }
}
