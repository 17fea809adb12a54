import ArgumentParser
import DomainLayer

/// A `--filter` value: one or more categories separated by commas, in any case.
struct CategoryList: ExpressibleByArgument, Equatable {
    let categories: [RaceCategory]

    init?(argument: String) {
        guard let categories = RaceCategory.list(argument) else { return nil }
        self.categories = categories
    }

    static var allValueStrings: [String] {
        RaceCategory.allCases.map(\.rawValue)
    }

    /// Shell completion offers the category names.
    static var defaultCompletionKind: CompletionKind {
        .list(allValueStrings)
    }
}
