import ArgumentParser
import DataLayer
import Foundation
import PresentationLayer
import TestSupport
import Testing

@testable import NextToGoCLI

/// Every command's help, compared with golden files under `__Snapshots__/`; run the tests with
/// `NEXTTOGO_RECORD_SNAPSHOTS=1` to record them afresh after a deliberate change.
@Suite struct HelpTextGoldenTests {
    private static let commands: [(name: String, type: any ParsableCommand.Type)] = [
        ("help-nexttogo", NextToGoCommand.self), ("help-show", ShowRacesCommand.self),
        ("help-star", StarCommand.self), ("help-unstar", UnstarCommand.self),
        ("help-stars", StarsCommand.self), ("help-follow", FollowCommand.self),
        ("help-unfollow", UnfollowCommand.self), ("help-followed", FollowedCommand.self),
        ("help-alerts", AlertsCommand.self),
        ("help-race", RaceCommand.self), ("help-meetings", MeetingsCommand.self),
        ("help-meeting", MeetingCommand.self), ("help-doctor", DoctorCommand.self),
        ("help-serve", ServeCommand.self),
    ]

    @Test(arguments: commands.map(\.name))
    func helpMatchesItsGoldenFile(name: String) throws {
        let command = try #require(Self.commands.first { $0.name == name }?.type)
        // The usage is wrapped as the rest is, at 100 columns, whatever the terminal running the tests.
        let context = HelpContext(variables: ProcessInfo.processInfo.environment, columns: 100)
        let help = HelpContext.$current.withValue(context) {
            Self.portable(NextToGoCommand.helpMessage(for: command, columns: 100)) + "\n"
        }
        #expect(help == (try GoldenFile.expected(for: help, named: name)))
    }

    /// `help` the same on every machine: the config file's path, which the overview names and
    /// which depends on `HOME`, reads `<config file>`, and the overview's paragraphs, whose line
    /// breaks move with the path's length, are wrapped afresh at 100 columns around it, as the
    /// rest of the help is.
    private static func portable(_ help: String) -> String {
        let parts = help.components(separatedBy: "USAGE:")
        guard parts.count == 2 else { return help }
        let overview = parts[0].replacingOccurrences(
            of: ConfigFile.standard().url.path, with: "<config file>"
        )
        .components(separatedBy: "\n\n")
        .map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        .filter { !$0.isEmpty }
        .map { TextWrapping.lines($0, width: 100).joined(separator: "\n") }
        .joined(separator: "\n\n")
        return overview + "\n\nUSAGE:" + parts[1]
    }
}
