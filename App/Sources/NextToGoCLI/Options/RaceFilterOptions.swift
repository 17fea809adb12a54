import ArgumentParser
import DomainLayer

/// The races a board shows, as `show` and `serve` take them: `--filter` and `--country`, each a
/// comma list that may repeat; the config file's when left out.
struct RaceFilterOptions: ParsableArguments {
    @Option(
        name: [.customShort("f"), .long],
        help: ArgumentHelp(
            "Categories to show, as a comma list; may repeat. All three when left out.",
            valueName: "categories"))
    var filter: [CategoryList] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Countries to show races from, by the feed's codes (aus, nz, uk, ire, fr, usa and others), as a comma "
                + "list in any case; may repeat. Every country when left out.",
            valueName: "codes"))
    var country: [CountryList] = []

    /// The categories chosen across every `--filter`; nil when there is no `--filter`.
    var categoryFilter: CategoryFilter? {
        filter.isEmpty ? nil : CategoryFilter(filter.flatMap(\.categories))
    }

    /// The countries chosen across every `--country`; nil when there is no `--country`.
    var countryFilter: CountryFilter? {
        country.isEmpty ? nil : CountryFilter(country.flatMap(\.codes))
    }
}
