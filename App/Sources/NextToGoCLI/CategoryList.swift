import ArgumentParser
import DomainLayer

/// A `--filter` value: one or more categories separated by commas, in any case.
struct CategoryList: ExpressibleByArgument, Equatable {
    let categories: [RaceCategory]

    init?(argument: String) {
        let names = argument.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let categories = names.compactMap(RaceCategory.init(rawValue:))
        guard !names.isEmpty, categories.count == names.count else { return nil }
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
