import DomainLayer
import SharedUtils

/// The `--filter` and `--country` a racing day was searched with (or the config file's), so that
/// a name they hid can say how to widen them.
public struct MeetingFilters: Sendable, Equatable {
    let categories: CategoryFilter
    let countries: CountryFilter

    /// Filters of `categories` in `countries`; every meeting by default.
    public init(categories: CategoryFilter = .all, countries: CountryFilter = .all) {
        self.categories = categories
        self.countries = countries
    }

    /// The options that would let `meeting` through, such as `--filter horse,greyhound` or
    /// `--country aus,hk`, keeping what the filters let through now.
    func widened(toInclude meeting: Meeting) -> [String] {
        var options: [String] = []
        if !categories.includes(meeting.category) {
            let names = (categories.shownCategories + [meeting.category]).sorted().map(\.rawValue)
            options.append("--filter \(names.joined(separator: ","))")
        }
        if !countries.includes(meeting) {
            let code = meeting.venue?.country.map { ShownTextLimit.safe($0, limit: ShownTextLimit.name) }
            options.append(
                code.map { "--country \((countries.codes + [$0]).joined(separator: ",").lowercased())" }
                    ?? "no --country, as the API does not say where it is")
        }
        return options
    }
}
