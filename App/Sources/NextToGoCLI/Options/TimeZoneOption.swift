import ArgumentParser
import Foundation

/// `--tz`, as every command that shows start times takes it.
struct TimeZoneOption: ParsableArguments {
    @Option(
        name: .customLong("tz"),
        help: ArgumentHelp(
            "Show start times in this time zone, such as Europe/London.", valueName: "area/city"))
    var name: String?

    func validate() throws {
        // Only a named zone can be refused, so the local one does not matter here.
        _ = try startTimeZone(local: .gmt)
    }

    /// The zone `--tz` names, or `local`, the machine's.
    /// - Throws: `ValidationError` when `--tz` names no time zone.
    func startTimeZone(local: TimeZone) throws -> StartTimeZone {
        try StartTimeZone(option: name, local: local)
    }
}
