import ArgumentParser
import DomainLayer
import PresentationLayer

extension SettingsStore {
    /// Applies `action` to `entries` for `nexttogo follow` or `unfollow`: prints what happened to
    /// each, one a line, in `environment`, warns on stderr of keys nexttogo does not know, and
    /// reports a config file that cannot be used or saved as one line on stderr.
    /// - Throws: `ExitCode.failure` when the file cannot be read, is not valid or was not saved,
    ///   or a name was not followed because the blackbook is full.
    func applyReportingProblems<C>(
        _ action: BlackbookUpdate.Action, to entries: [FollowedName], in environment: CommandEnvironment<C>
    ) throws {
        let update: BlackbookUpdate
        do {
            update = try apply(action, to: entries)
        } catch {
            environment.report(.error("\(error)"))
            throw ExitCode.failure
        }
        warnOfUnknownKeys(update.unknownKeys, to: environment)
        let full = update.changes.filter { if case .full = $0 { true } else { false } }
        environment.print(update.changes.filter { !full.contains($0) }.map { $0.message + "\n" }.joined())
        guard full.isEmpty else {
            for change in full {
                environment.report(.error(change.message.dropLastFullStop))
            }
            throw ExitCode.failure
        }
    }
}

extension String {
    /// The sentence without its closing full stop, as a diagnostic's message is written.
    fileprivate var dropLastFullStop: String {
        hasSuffix(".") ? String(dropLast()) : self
    }
}
