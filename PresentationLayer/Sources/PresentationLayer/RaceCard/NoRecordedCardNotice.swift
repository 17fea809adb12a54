import DomainLayer

/// What the demo says under a race's details when none of its recorded cards is of the race's
/// category: that it has no card for the race and, on the watch screen, which keys lead to a race
/// that has one. It names no shell command, which the watch screen could not run.
public struct NoRecordedCardNotice: Sendable, Equatable {
    /// Where the notice is read.
    public enum Place: Sendable {
        /// Under `nexttogo race <id> --demo`'s details.
        case command
        /// Over the watch board, in place of the race's card.
        case watchScreen
    }

    /// The notice's sentences, one a line.
    public let lines: [String]

    /// The notice for `race`, read at `place`.
    public init(race: Race, place: Place) {
        let category = race.category.displayName.lowercased()
        let headline = "The demo has no recorded \(category) card, so this race shows only its details."
        switch place {
        case .command:
            lines = [headline]
        case .watchScreen:
            lines = [headline, "Press Escape for the board, then Enter on a race of another category."]
        }
    }
}
