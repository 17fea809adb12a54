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

    /// Writes both streams, then ends the command with status 1 if it failed. A stdout that
    /// cannot take the output ends the program as `StandardStreams.write` says.
    /// - Throws: `ExitCode.failure` when `failed`.
    func finish() throws {
        StandardStreams.write(standardOutput, to: .standardOutput)
        StandardStreams.write(standardError, to: .standardError)
        if failed { throw ExitCode.failure }
    }
}
