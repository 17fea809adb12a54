/// The categories a person wants to see; the empty set means all of them.
public struct CategoryFilter: Sendable, Hashable {
    /// The chosen categories; empty when every category is shown.
    public let categories: Set<RaceCategory>

    /// Every category.
    public static let all = CategoryFilter([])

    /// Creates a filter; choosing every category is the same as choosing none.
    public init(_ categories: some Sequence<RaceCategory>) {
        let chosen = Set(categories)
        self.categories = chosen.count == RaceCategory.allCases.count ? [] : chosen
    }

    /// True when every category is shown.
    public var isAll: Bool { categories.isEmpty }

    /// The categories shown, in the canonical order.
    public var shownCategories: [RaceCategory] {
        RaceCategory.allCases.filter(includes)
    }

    /// Whether races of `category` pass the filter.
    public func includes(_ category: RaceCategory) -> Bool {
        categories.isEmpty || categories.contains(category)
    }
}
