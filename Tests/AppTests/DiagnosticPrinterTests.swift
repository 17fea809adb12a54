import PresentationLayer
import Testing

@testable import NextToGoCLI

/// Every diagnostic is one line on stderr in one form: `nexttogo: `, `warning: ` for a warning,
/// the message, then the hint after `; `.
@Suite struct DiagnosticPrinterTests {
    @Test(arguments: [
        (
            Diagnostic.error(
                "cannot reach h (are you offline?)",
                hint: "try --demo for a recorded racing day, or nexttogo doctor to see what answers"),
            "nexttogo: cannot reach h (are you offline?); try --demo for a recorded racing day, or nexttogo doctor to see what answers\n"
        ),
        (
            .warning("offline", hint: "the list may be incomplete"),
            "nexttogo: warning: offline; the list may be incomplete\n"
        ),
        (
            .note("--demo: these races are recorded, not live"),
            "nexttogo: --demo: these races are recorded, not live\n"
        ),
    ])
    func aDiagnosticIsOneLineInTheHouseForm(diagnostic: Diagnostic, line: String) {
        #expect(DiagnosticPrinter.line(diagnostic) == line)
    }

    @Test func diagnosticsAreWrittenInOrder() {
        #expect(DiagnosticPrinter.text([.note("a"), .error("b")]) == "nexttogo: a\nnexttogo: b\n")
    }
}
