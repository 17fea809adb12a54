/// The races of one category on a board laid out by category.
public struct RaceGroup: Sendable, Equatable {
    /// The category every race of the group belongs to.
    public var category: RaceCategory
    /// The group's races, in board order.
    public var races: [Race]

    /// Creates a group from its parts.
    public init(category: RaceCategory, races: [Race]) {
        self.category = category
        self.races = races
    }

    /// `races` split into one group for each of `categories`, in that order, each keeping the
    /// races' order; a category with no race gets an empty group.
    public static func split(_ races: [Race], into categories: [RaceCategory]) -> [RaceGroup] {
        categories.map { category in
            RaceGroup(category: category, races: races.filter { $0.category == category })
        }
    }
}
