import ArgumentParser

extension ConfigFile {
    /// The saved config for a command: warns on stderr of keys nexttogo does not know, and
    /// reports a config that cannot be used as one line on stderr.
    /// - Throws: `ExitCode.failure` when the file cannot be read or is not valid.
    func loadReportingProblems() throws -> SavedConfig {
        do {
            let config = try load()
            let unknown = config.unknownKeys
            if !unknown.isEmpty {
                let keys = unknown.map { "\"\($0)\"" }.joined(separator: ", ")
                let noun = unknown.count == 1 ? "an unknown key" : "unknown keys"
                StandardStreams.write(
                    "nexttogo: warning: the config file \(url.path) has \(noun) \(keys), ignored\n",
                    to: .standardError)
            }
            return config
        } catch {
            StandardStreams.write("nexttogo: \(error)\n", to: .standardError)
            throw ExitCode.failure
        }
    }

    /// Saves `config`, reporting a failure as one line on stderr.
    /// - Throws: `ExitCode.failure` when the file could not be saved.
    func saveReportingProblems(_ config: SavedConfig) throws {
        do {
            try save(config)
        } catch {
            StandardStreams.write("nexttogo: \(error)\n", to: .standardError)
            throw ExitCode.failure
        }
    }
}
