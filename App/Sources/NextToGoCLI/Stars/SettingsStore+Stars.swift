import ArgumentParser
import DomainLayer
import PresentationLayer

extension SettingsStore {
    /// Applies `action` to `meetingNames` for `nexttogo star` or `unstar`: prints what happened
    /// to each, one a line, in `environment`, warns on stderr of keys nexttogo does not know, and reports a config
    /// file that cannot be used or saved as one line on stderr.
    /// - Throws: `ExitCode.failure` when the file cannot be read, is not valid or was not saved.
    func applyReportingProblems<C>(
        _ action: StarStore.Action, to meetingNames: [String], in environment: CommandEnvironment<C>
    ) throws {
        let update: StarStore.Update
        do {
            update = try apply(action, to: meetingNames)
        } catch {
            environment.report(.error("\(error)"))
            throw ExitCode.failure
        }
        warnOfUnknownKeys(update.unknownKeys, to: environment)
        environment.print(update.changes.map { $0.message + "\n" }.joined())
    }
}
