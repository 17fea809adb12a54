import ArgumentParser

/// `--tz`, as every command that shows start times takes it.
struct TimeZoneOption: ParsableArguments {
    @Option(
        name: .customLong("tz"),
        help: ArgumentHelp(
            "Show start times in this time zone, such as Europe/London.", valueName: "area/city"))
    var name: String?

    func validate() throws {
        _ = try startTimeZone
    }

    /// The zone `--tz` names, or the local one.
    var startTimeZone: StartTimeZone {
        get throws { try StartTimeZone(option: name) }
    }
}
