import ArgumentParser

/// `nexttogo star <meeting>`: stars a meeting, saving it in the config file.
struct StarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "star",
        abstract: "Stars a meeting: its races are marked, and --starred shows only them.")

    @OptionGroup var meeting: MeetingNameArgument

    func run() throws {
        let file = ConfigFile.standard()
        var config = try file.loadReportingProblems()
        let name = meeting.name
        if let starred = config.stars.starredName(for: name) {
            StandardStreams.write("\(starred) is already starred.\n", to: .standardOutput)
            return
        }
        config.stars.insert(name)
        try file.saveReportingProblems(config)
        StandardStreams.write("Starred \(name).\n", to: .standardOutput)
    }
}
