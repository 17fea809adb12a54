import ArgumentParser
import PresentationLayer

/// `nexttogo stars`: lists the starred meetings, one a line.
struct StarsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stars",
        abstract: "Lists the starred meetings, one a line, in the order they were starred.")

    func run() throws {
        let stars = try AppWiring.settingsStore().loadReportingProblems().stars
        guard !stars.isEmpty else {
            DiagnosticPrinter.print(CommandLineNotice.noMeetingStarred)
            return
        }
        StandardStreams.write(CommandLineNotice.starList(stars), to: .standardOutput)
    }
}
