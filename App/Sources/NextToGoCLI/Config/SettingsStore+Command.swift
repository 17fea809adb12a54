import ArgumentParser
import DomainLayer
import SharedUtils

extension SettingsStore {
    /// The saved config for a command: warns on `environment`'s stderr of keys nexttogo does not
    /// know, and reports a config that cannot be used as one line there.
    /// - Throws: `ExitCode.failure` when the file cannot be read or is not valid.
    func loadReportingProblems<C>(to environment: CommandEnvironment<C>) throws -> SavedConfig {
        do {
            let config = try load()
            warnOfUnknownKeys(config.unknownKeys, to: environment)
            return config
        } catch {
            environment.report(.error("\(error)"))
            throw ExitCode.failure
        }
    }

    /// Warns on `environment`'s stderr, in one line, that the file has `unknownKeys`, when it has any; the keys
    /// are printed with anything that could steer a terminal taken out.
    func warnOfUnknownKeys<C>(_ unknownKeys: [String], to environment: CommandEnvironment<C>) {
        guard !unknownKeys.isEmpty else { return }
        let keys = unknownKeys.map { "\"\(TerminalSafeText.sanitize($0))\"" }.joined(separator: ", ")
        let noun = unknownKeys.count == 1 ? "an unknown key" : "unknown keys"
        environment.report(.warning("the config file \(location) has \(noun) \(keys), ignored"))
    }
}
