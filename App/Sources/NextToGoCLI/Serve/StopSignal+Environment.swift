import ArgumentParser

extension StopSignal {
    /// The stop signal of a command that runs until stopped (`serve`, `alerts`); when no pipe can
    /// be made, says why in `environment`'s output and ends the command with status 1.
    static func opened<C>(reportingIn environment: CommandEnvironment<C>) throws -> StopSignal {
        do {
            return try StopSignal()
        } catch {
            environment.report(.error("\(error)"))
            throw ExitCode.failure
        }
    }
}
