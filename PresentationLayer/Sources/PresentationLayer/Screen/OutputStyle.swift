import Foundation
import SharedUtils

/// How a command that runs once prints what it found: as JSON or laid out for a width, styled or
/// not, with `--verbose`'s notes or without, the zone named when `--tz` chose it, and the time of
/// day from one source. The board's, the racing day's and the race card's reports take one.
public struct OutputStyle: Sendable {
    /// True for JSON, for scripts, rather than lines for a person.
    public var asJSON: Bool
    /// True when notes on what was left out and where the data came from are wanted.
    public var verbose: Bool
    /// True when lines may be styled and a starred meeting marked with `★`.
    public var usesColor: Bool
    /// The output's width in columns; nil when it is not a terminal.
    public var width: Int?
    /// The zone's name when `--tz` chose it, said in a note; nil for the local zone.
    public var timeZoneLabel: String?
    /// Where the time of day comes from.
    public var dates: DateSource

    /// A style from its parts, with the time of day from `dates`; by default lines for a person,
    /// with no notes, unstyled, for an output that is not a terminal, in the local zone.
    public init(
        asJSON: Bool = false, verbose: Bool = false, usesColor: Bool = false, width: Int? = nil,
        timeZoneLabel: String? = nil, dates: DateSource
    ) {
        self.asJSON = asJSON
        self.verbose = verbose
        self.usesColor = usesColor
        self.width = width
        self.timeZoneLabel = timeZoneLabel
        self.dates = dates
    }
}
