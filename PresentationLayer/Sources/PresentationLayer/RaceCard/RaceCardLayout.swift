/// Lays out a race card: a notice when the race is not open, the race's details as labelled
/// lines, then the field as a table fitted to the terminal's width.
public struct RaceCardLayout: Sendable {
    /// What a card without runners says in place of the field, in `race <id>` and watch mode.
    public static let noRunnersText = "The card lists no runners."

    /// The race's details above the field, laid out for the same output.
    let details: RaceDetailsLayout

    /// A card for an output `width` columns wide (nil when it is not a terminal), styled when
    /// `usesColor`, with a note of `timeZoneLabel` when `--tz` chose the zone.
    public init(usesColor: Bool, width: Int?, timeZoneLabel: String? = nil) {
        details = RaceDetailsLayout(usesColor: usesColor, width: width, timeZoneLabel: timeZoneLabel)
    }

    /// The lines to print for `card`; `isStarred` marks the title.
    public func lines(for card: RaceCardViewModel, isStarred: Bool) -> [StyledLine] {
        let notice = card.notice.map { [details.style($0, .header), StyledLine(text: "")] } ?? []
        let header = details.lines(for: card.header, isStarred: isStarred)
        guard !card.rows.isEmpty else {
            return notice + header + [StyledLine(text: ""), StyledLine(text: Self.noRunnersText)]
        }
        let table = RaceCardTableLayout.lines(for: card, width: details.width).map {
            $0.styled(usesColor: details.usesColor)
        }
        var legend: [StyledLine] = []
        if !card.publishesPrices {
            legend.append(StyledLine(text: RaceCardViewModel.noPricesText))
        }
        if card.rows.contains(where: \.isFavourite) {
            legend = [
                StyledLine(text: "\(RaceCardTableLayout.favouriteMark) favourite: the lowest fixed win price")
            ]
        }
        return notice + header + [StyledLine(text: "")] + table + legend
    }
}
