/// What following the blackbook may ask of the racing API: the day's meetings do not name
/// runners, so knowing who runs takes each race's card, and this bounds how many.
///
/// Following the day, each race's card is fetched once in the hour before it (`firstLook`) and
/// again in the 10 minutes before it (`lastLook`), for the categories and countries asked only,
/// and never more than `hourlyLimit` cards in any hour, the cards of the races whose prices are
/// watched (fetched every `priceLookInterval` in the hour before them) included; a one-shot `followed --today` fetches at
/// most `oneShotLimit`, soonest first.
public struct CardFetchBudget: Sendable, Equatable {
    /// The budget nexttogo keeps.
    public static let standard = CardFetchBudget()

    /// How long before a race its card is first fetched.
    public let firstLook = Duration.seconds(60 * 60)
    /// How long before a race its card is fetched again, for late changes of rider or scratchings.
    public let lastLook = Duration.seconds(10 * 60)
    /// How often the card of a race whose prices are watched is fetched again, from the first
    /// look to its start.
    public let priceLookInterval = Duration.seconds(5 * 60)
    /// The most cards fetched in any hour while following the day.
    public let hourlyLimit = 120
    /// The most cards one `followed --today` fetches.
    public let oneShotLimit = 120
    /// How many of a one-shot's cards are asked for at once.
    public let oneShotParallel = 4
}
