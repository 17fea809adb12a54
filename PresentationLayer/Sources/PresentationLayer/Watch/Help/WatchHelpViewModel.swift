import DomainLayer
import SharedUtils

/// The help `?` shows in place of a watch screen: every key of that screen (the board's, or the
/// racing day's, from its key table), and how a race's row shows how soon it jumps, in colour or, where colour is
/// off, in the countdown alone.
public struct WatchHelpViewModel: Sendable, Equatable {
    /// A key, or a colour, and what it means.
    public struct Entry: Sendable, Equatable {
        /// The key or the colour, such as `Enter` or `yellow`.
        public var label: String
        /// What it does or means.
        public var meaning: String
        /// The urgency shown in this colour, which the screen's layout styles the entry with; nil for a key.
        public var urgency: RaceUrgency?
    }

    /// A heading, the entries under it, and words after them.
    public struct Section: Sendable, Equatable {
        /// The heading, such as `Keys`.
        public var heading: String
        /// The entries, a label column and its meaning each.
        public var entries: [Entry]
        /// Words after the entries, wrapped to the width; nil for none.
        public var note: String?
    }

    /// One printed line of the help.
    public struct LaidOutLine: Sendable, Equatable {
        /// What a line is, which says how the screen's layout styles it.
        public enum Kind: Sendable, Equatable {
            /// A section's heading.
            case heading
            /// An entry (or the rest of its wrapped meaning), in the colour of `urgency` if any.
            case entry(urgency: RaceUrgency?)
            /// A section's note, or the blank line between sections.
            case text
        }

        /// The words, already in their columns.
        public var text: String
        /// What the line is.
        public var kind: Kind
    }

    /// The sections, in order.
    public let sections: [Section]

    /// The help listing `keys`, the section on the keys of the screen it is over (made from that
    /// screen's key table), for a terminal that shows colour when `usesColor`, else one that does
    /// not.
    public init(usesColor: Bool, keys: Section) {
        sections = [keys, usesColor ? Self.colours : Self.withoutColour]
    }

    /// The sections laid out for `width` columns: each heading, then its entries with their
    /// labels in a column two wider than the longest label (indented two), each meaning wrapped
    /// to the width that leaves (at least `minimumMeaningWidth`), then the note wrapped; a blank
    /// line between sections. A line can still be wider than `width` on a very narrow screen, so
    /// layouts cut what they show to the width.
    public func laidOutLines(width: Int, minimumMeaningWidth: Int = 12) -> [LaidOutLine] {
        let indent = "  "
        let labelWidth =
            (sections.flatMap(\.entries).map { DisplayWidth.columns(of: $0.label) }.max() ?? 0) + 2
        let meaningWidth = max(minimumMeaningWidth, width - indent.count - labelWidth)
        let hangingIndent = String(repeating: " ", count: indent.count + labelWidth)
        var lines: [LaidOutLine] = []
        for section in sections {
            if !lines.isEmpty { lines.append(LaidOutLine(text: "", kind: .text)) }
            lines.append(LaidOutLine(text: section.heading, kind: .heading))
            for entry in section.entries {
                let label = indent + DisplayWidth.padded(entry.label, to: labelWidth)
                for (index, words) in TextWrapping.lines(entry.meaning, width: meaningWidth).enumerated() {
                    lines.append(
                        LaidOutLine(
                            text: (index == 0 ? label : hangingIndent) + words,
                            kind: .entry(urgency: entry.urgency)))
                }
            }
            if let note = section.note {
                lines += TextWrapping.lines(note, width: max(minimumMeaningWidth, width - indent.count)).map {
                    LaidOutLine(text: indent + $0, kind: .text)
                }
            }
        }
        return lines
    }

    /// How soon a race jumps, by the colour of its row.
    static let colours = Section(
        heading: "Row colours: how soon a race jumps",
        entries: [
            Entry(label: "plain", meaning: "\(soon) or more to go", urgency: .normal),
            Entry(label: "yellow", meaning: "under \(soon) to go", urgency: .soon),
            Entry(
                label: "red", meaning: "jumped: from its start until it leaves, \(drop) later",
                urgency: .jumped),
        ])

    /// How soon a race jumps where colour is off: the countdown alone says it.
    static let withoutColour = Section(
        heading: "How soon a race jumps",
        entries: [],
        note: "Colour is off, so the countdown alone says it: under \(soon) to go it reads 4m 59s or less, "
            + "and after the start it reads jumped 37s until the race leaves, \(drop) after its start.")

    /// The time to go under which a race is soon, in words: `5 minutes`.
    private static let soon = "\(RaceUrgency.soonSeconds / 60) minutes"
    /// How long a race stays on the board after its start, in words: `60 s`.
    private static let drop = "\(RaceBoard.dropAfterStart.components.seconds) s"
}
