/// The sections of a watch board grouped by category that are collapsed to their headers, by
/// title, such as `Horse`.
public struct CollapsedSections: Equatable, Sendable {
    /// The titles of the collapsed sections.
    public private(set) var titles: Set<String> = []

    /// No section collapsed.
    public init() {}

    /// What `c` does on `board`: collapses the section of the selected race and moves the
    /// selection to its header, which then stands for its races; or expands the selected
    /// collapsed section and selects its first race. With nothing selected yet it selects the
    /// first row instead, so a person sees what the key will act on.
    public mutating func toggle(at selection: inout WatchSelection, on board: ReadyBoard) {
        guard let sections = board.sections else { return }
        switch selection.selected {
        case nil:
            selection.move(by: 0, in: WatchSelection.rows(of: board, collapsed: titles))
        case .section(let title):
            titles.remove(title)
            let first = sections.first { $0.title == title }?.rows.first
            selection.select(
                first.map { .race(id: $0.id) } ?? .section(title: title),
                in: WatchSelection.rows(of: board, collapsed: titles))
        case .race(let id):
            guard let section = sections.first(where: { $0.rows.contains { $0.id == id } }) else { return }
            titles.insert(section.title)
            selection.select(
                .section(title: section.title), in: WatchSelection.rows(of: board, collapsed: titles))
        }
    }
}
