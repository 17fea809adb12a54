import DomainLayer
import SharedUtils

/// Lays a race card's runners out as an aligned text table that fits a width: the trainer, the
/// form, then the price moves (the sparkline, the first price, the change) go first, then names
/// are cut with `…`. Every cell is measured in display
/// columns (`DisplayWidth`), so names in Chinese or Japanese, or with emoji, line up.
public enum RaceCardTableLayout {
    /// One line of the table.
    public struct Line: Sendable, Equatable {
        /// The text, without trailing spaces.
        public var text: String
        /// Whether this is the heading line.
        public var isHeading: Bool
        /// Whether the line is a scratched runner's.
        public var isScratched: Bool
        /// Whether the line is a favourite's.
        public var isFavourite: Bool
        /// How the runner's price has moved, for a style (firm or drift); nil when it has not,
        /// or the table shows no move.
        public var movement: PriceMove.Direction? = nil
        /// Which way the runner's price went a moment ago in watch mode, for a style that stands
        /// out; nil otherwise. The text marks it too (`↓` or `↑`).
        public var recentMove: PriceMove.Direction? = nil
        /// Where the change (such as `-46%`) sits in `text`, in display columns, so a renderer
        /// can colour that cell alone; nil when the line shows none.
        public var changeColumns: Range<Int>? = nil
    }

    /// A column of the table.
    enum Column: CaseIterable {
        case placing, number, name, barrier, rider, trainer, win, place, opening, change, trend, form

        var isRightAligned: Bool {
            switch self {
            case .number, .barrier, .win, .place, .opening: true
            case .placing, .name, .rider, .trainer, .change, .trend, .form: false
            }
        }

        /// Whether a scratched runner's row shows this column; `SCRATCHED` takes the rest.
        var isShownWhenScratched: Bool {
            switch self {
            case .placing, .number, .name, .barrier: true
            case .rider, .trainer, .win, .place, .opening, .change, .trend, .form: false
            }
        }
    }

    /// What marks the favourite's win price.
    public static let favouriteMark = "*"
    private static let gap = "  "
    /// The narrowest the runner's name and the rider are cut to.
    private static let narrowest: [Column: Int] = [.name: 10, .rider: 8]
    /// The widest the names grow in a table fitted to a width, well above any real name, so one
    /// name thousands of characters long is cut on its own instead of squeezing every other.
    private static let widest: [Column: Int] = [.name: 30, .rider: 26, .trainer: 30]

    /// The heading and one line per runner; the trainer and form columns only when some runner
    /// has one, and the price move columns only when some runner's price has moved. With a `width`, columns are dropped and names cut so
    /// each line fits where possible; without one, nothing is cut.
    public static func lines(for card: RaceCardViewModel, width: Int?) -> [Line] {
        let marksFavourite = card.rows.contains(where: \.isFavourite)
        // A field where no price has moved would show nothing there but `0%`.
        let hasMoved = card.rows.contains { $0.movement == .firming || $0.movement == .drifting }
        var columns = Column.allCases.filter { column in
            switch column {
            case .placing: card.hasResults
            case .rider: card.riderHeading != nil
            case .trainer: card.rows.contains { !$0.trainer.isEmpty }
            case .form: card.rows.contains { !$0.form.isEmpty }
            case .win: card.rows.contains { !$0.isScratched && !$0.winText.isEmpty }
            case .place: card.rows.contains { !$0.isScratched && !$0.placeText.isEmpty }
            case .opening, .change: hasMoved
            case .trend: hasMoved && card.rows.contains { !$0.sparkline.isEmpty }
            case .number, .name, .barrier: true
            }
        }
        func heading(_ column: Column) -> String {
            switch column {
            case .placing: "Pos"
            case .number: "#"
            case .name: "Runner"
            case .barrier: "Bar"
            case .rider: card.riderHeading ?? ""
            case .trainer: "Trainer"
            case .win: marksFavourite ? "Win " : "Win"
            case .place: "Place"
            case .opening: card.movesFromOpen ? "Open" : "Seen"
            case .change: "Move"
            case .trend: "Flucs"
            case .form: "Form"
            }
        }
        func cell(_ column: Column, _ row: RunnerRowViewModel) -> String {
            switch column {
            case .placing: row.placingText
            case .number: row.numberText
            case .name: row.name
            case .barrier: row.barrierText
            case .rider: row.rider
            case .trainer: row.trainer
            case .win:
                row.winText.isEmpty || !marksFavourite
                    ? row.winText : row.winText + (row.isFavourite ? favouriteMark : " ")
            case .place: row.placeText
            case .opening: row.openingText
            case .change:
                row.recentMove == nil
                    ? row.changeText : row.changeText + " " + PriceMoveText.mark(row.recentMove)
            case .trend: row.sparkline
            case .form: row.form
            }
        }
        func naturalWidth(_ column: Column) -> Int {
            let cells = card.rows.filter { !$0.isScratched || column.isShownWhenScratched }.map {
                cell(column, $0)
            }
            return ([heading(column)] + cells).map { DisplayWidth.columns(of: $0) }.max() ?? 0
        }
        var widths = Dictionary(uniqueKeysWithValues: columns.map { ($0, naturalWidth($0)) })
        if let width {
            for (column, limit) in widest {
                widths[column] = widths[column].map { min($0, limit) }
            }
            fit(&columns, &widths, into: width)
        }
        func line(_ texts: (Column) -> String, scratched: Bool) -> String {
            var cells: [String] = []
            for column in columns {
                if scratched && !column.isShownWhenScratched {
                    cells.append(RunnerRowViewModel.scratchedText)
                    break
                }
                let fitted = DisplayWidth.truncated(texts(column), to: widths[column] ?? 0)
                cells.append(
                    DisplayWidth.padded(
                        fitted, to: widths[column] ?? 0,
                        alignment: column.isRightAligned ? .trailing : .leading))
            }
            var text = cells.joined(separator: gap)
            while text.last == " " { text.removeLast() }
            return text
        }
        let headingLine = Line(
            text: line(heading, scratched: false), isHeading: true, isScratched: false, isFavourite: false)
        // The change cell starts after the columns before it and their gaps.
        let changeStart = columns.firstIndex(of: .change).map { index in
            columns[..<index].map { widths[$0] ?? 0 }.reduce(0, +) + gap.count * index
        }
        return [headingLine]
            + card.rows.map { row in
                let showsChange = changeStart != nil && !row.isScratched && !row.changeText.isEmpty
                return Line(
                    text: line({ cell($0, row) }, scratched: row.isScratched), isHeading: false,
                    isScratched: row.isScratched, isFavourite: row.isFavourite,
                    movement: showsChange ? row.movement : nil,
                    recentMove: showsChange ? row.recentMove : nil,
                    changeColumns: changeStart.flatMap { start in
                        showsChange ? start..<(start + DisplayWidth.columns(of: cell(.change, row))) : nil
                    })
            }
    }

    /// Drops the trainer, the form, the sparkline, the first price and the change, then cuts the
    /// name and the rider, until the columns fit `width` or can give no more: a runner's name
    /// says more than how its price moved.
    private static func fit(_ columns: inout [Column], _ widths: inout [Column: Int], into width: Int) {
        func total() -> Int {
            columns.map { widths[$0] ?? 0 }.reduce(0, +) + gap.count * max(0, columns.count - 1)
        }
        for dropped in [Column.trainer, .form, .trend, .opening, .change] where total() > width {
            columns.removeAll { $0 == dropped }
        }
        for column in [Column.name, .rider] where total() > width {
            guard let current = widths[column], let narrowest = narrowest[column] else { continue }
            widths[column] = max(min(current, narrowest), current - (total() - width))
        }
    }
}
