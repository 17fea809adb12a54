/// The filter, countries, count and layout a board is shown with: each from its flag when given, else from
/// the config file, else the default.
public struct BoardSettings: Equatable {
    /// The counts a person may ask for.
    public static let countRange = 1...50
    /// The count when neither a flag nor the config file gives one.
    public static let defaultCount = 5

    /// The categories to show.
    public let filter: CategoryFilter
    /// The countries to show races from.
    public let countries: CountryFilter
    /// How many races to show (in each category, when grouped).
    public let count: Int
    /// One list, or one section per category.
    public let layout: BoardLayout

    /// The settings for a run with `filterFlag`, `countFlag`, `groupFlag` and `countryFlag` (nil
    /// when not given) and `config`.
    public init(
        filterFlag: CategoryFilter?, countFlag: Int?, groupFlag: Bool? = nil,
        countryFlag: CountryFilter? = nil,
        config: SavedConfig
    ) {
        filter = filterFlag ?? config.filter ?? .all
        countries = countryFlag ?? config.countries ?? .all
        count = countFlag ?? config.count ?? Self.defaultCount
        layout = (groupFlag ?? config.group ?? false) ? .byCategory : .flat
    }
}
