import Foundation

extension RaceCategory {
    /// The categories `text` names, separated by commas, in any case, as `--filter` and the
    /// config file's `filter` write them; nil when any name is not a category.
    public static func list(_ text: String) -> [RaceCategory]? {
        let names = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let categories = names.compactMap(RaceCategory.init(rawValue:))
        guard !names.isEmpty, categories.count == names.count else { return nil }
        return categories
    }
}
