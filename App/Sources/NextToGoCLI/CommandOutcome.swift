import ArgumentParser
import PresentationLayer

/// What a command that runs once prints, and whether it failed: made first, then written, so it
/// can be checked without running the program.
struct CommandOutcome: Equatable {
    var standardOutput = ""
    var standardError = ""
    var failed = false

    /// `report` as written to a terminal that shows styles when `usesColor`.
    init(_ report: CommandReport, usesColor: Bool) {
        standardOutput =
            report.standardOutput.isEmpty
            ? "" : ANSIStyle.text(of: report.standardOutput, usesColor: usesColor)
        standardError = DiagnosticPrinter.text(report.diagnostics)
        failed = report.failed
    }

    /// Writes both streams to `environment`'s output, then ends the command with status 1 if it
    /// failed.
    /// - Throws: `ExitCode.failure` when `failed`.
    func finish<C>(in environment: CommandEnvironment<C>) throws {
        if !standardOutput.isEmpty { environment.print(standardOutput) }
        if !standardError.isEmpty { environment.output.write(standardError, to: .standardError) }
        if failed { throw ExitCode.failure }
    }
}
