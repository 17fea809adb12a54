import ArgumentParser
import DomainLayer
import PresentationLayer

extension SettingsStore {
    /// Applies `action` to `meetingNames` for `nexttogo star` or `unstar`: prints what happened
    /// to each, one a line, warns on stderr of keys nexttogo does not know, and reports a config
    /// file that cannot be used or saved as one line on stderr.
    /// - Throws: `ExitCode.failure` when the file cannot be read, is not valid or was not saved.
    func applyReportingProblems(_ action: StarStore.Action, to meetingNames: [String]) throws {
        let update: StarStore.Update
        do {
            update = try apply(action, to: meetingNames)
        } catch {
            DiagnosticPrinter.print(.error("\(error)"))
            throw ExitCode.failure
        }
        warnOfUnknownKeys(update.unknownKeys)
        StandardStreams.write(update.changes.map { $0.message + "\n" }.joined(), to: .standardOutput)
    }
}
