import ArgumentParser
import DomainLayer
import SharedUtils

extension SettingsStore {
    /// The saved config for a command: warns on stderr of keys nexttogo does not know, and
    /// reports a config that cannot be used as one line on stderr.
    /// - Throws: `ExitCode.failure` when the file cannot be read or is not valid.
    func loadReportingProblems() throws -> SavedConfig {
        do {
            let config = try load()
            warnOfUnknownKeys(config.unknownKeys)
            return config
        } catch {
            DiagnosticPrinter.print(.error("\(error)"))
            throw ExitCode.failure
        }
    }

    /// Warns on stderr, in one line, that the file has `unknownKeys`, when it has any; the keys
    /// are printed with anything that could steer a terminal taken out.
    func warnOfUnknownKeys(_ unknownKeys: [String]) {
        guard !unknownKeys.isEmpty else { return }
        let keys = unknownKeys.map { "\"\(TerminalSafeText.sanitize($0))\"" }.joined(separator: ", ")
        let noun = unknownKeys.count == 1 ? "an unknown key" : "unknown keys"
        DiagnosticPrinter.print(.warning("the config file \(location) has \(noun) \(keys), ignored"))
    }
}
