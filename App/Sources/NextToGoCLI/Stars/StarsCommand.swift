import ArgumentParser
import DataLayer
import SharedUtils

/// `nexttogo stars`: lists the starred meetings, one a line.
struct StarsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stars",
        abstract: "Lists the starred meetings, one a line, in the order they were starred.")

    func run() throws {
        let stars = try ConfigFile.standard().loadReportingProblems().stars
        guard !stars.isEmpty else {
            StandardStreams.write(
                "nexttogo: no meeting is starred yet; star one with 'nexttogo star <meeting>'\n",
                to: .standardError)
            return
        }
        StandardStreams.write(
            stars.names.map { TerminalSafeText.sanitize($0) + "\n" }.joined(), to: .standardOutput)
    }
}
