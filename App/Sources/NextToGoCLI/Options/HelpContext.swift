/// What a help page reads of the run it is written for: the variables of the command's
/// environment (the config file's path depends on them) and the width to wrap at.
///
/// ArgumentParser builds help from static properties, which take no arguments, so
/// `NextToGoCommand.run(_:in:)` sets the context for the length of a run, from its environment,
/// rather than the help reading the process's own.
struct HelpContext: Sendable {
    /// The environment's variables.
    var variables: [String: String]
    /// The width to wrap help at, in columns.
    var columns: Int

    /// The context of a run in `environment`: `COLUMNS` when it is set, as ArgumentParser reads
    /// it, else the terminal's width, else 80.
    init<C: Clock<Duration>>(of environment: CommandEnvironment<C>) {
        let columns = environment.variables["COLUMNS"].flatMap(Int.init).flatMap {
            (1...).contains($0) ? $0 : nil
        }
        self.init(
            variables: environment.variables, columns: columns ?? environment.terminal.size()?.columns ?? 80)
    }

    /// A context of `variables`, wrapping at `columns`.
    init(variables: [String: String], columns: Int) {
        self.variables = variables
        self.columns = columns
    }

    /// The context of the run under way: none of the process's variables, 80 columns, outside one.
    @TaskLocal static var current = HelpContext(variables: [:], columns: 80)
}
