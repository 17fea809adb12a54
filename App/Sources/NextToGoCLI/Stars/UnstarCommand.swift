import ArgumentParser
import DomainLayer

/// `nexttogo unstar <meeting> ...`: removes meetings' stars from the config file.
struct UnstarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unstar",
        abstract: "Removes meetings' stars.",
        discussion:
            #"Name one meeting to an argument: nexttogo unstar Flemington "Happy Valley" unstars two."#)

    @OptionGroup var meetings: MeetingNamesArgument

    func run() throws {
        try AppWiring.settingsStore().applyReportingProblems(.unstar, to: meetings.names)
    }
}
