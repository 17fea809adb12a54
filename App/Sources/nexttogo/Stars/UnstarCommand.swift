import ArgumentParser

/// `nexttogo unstar <meeting>`: removes a meeting's star from the config file.
struct UnstarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unstar",
        abstract: "Removes a meeting's star.")

    @OptionGroup var meeting: MeetingNameArgument

    func run() throws {
        let file = ConfigFile.standard()
        var config = try file.loadReportingProblems()
        guard let removed = config.stars.remove(meeting.name) else {
            StandardStreams.write("\(meeting.name) is not starred.\n", to: .standardOutput)
            return
        }
        try file.saveReportingProblems(config)
        StandardStreams.write("Unstarred \(removed).\n", to: .standardOutput)
    }
}
