import ArgumentParser

/// A subcommand whose work is a function of its options and a `CommandEnvironment`: everything
/// it reads or writes outside itself comes from the environment, so a test runs it in-process.
protocol EnvironmentCommand: ParsableCommand {
    /// Does the command's work in `environment`, writing what it prints to the environment's
    /// output.
    /// - Throws: `ExitCode` to end with that status, having said why; `ValidationError` for a
    ///   usage error found once the environment is known (the root command words both).
    func run<C: Clock<Duration>>(in environment: CommandEnvironment<C>) async throws
}
