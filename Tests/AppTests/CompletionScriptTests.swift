import Foundation
import TestSupport
import Testing

/// The completion scripts complete the bare form as `show`: `nexttogo --fil<Tab>` offers
/// `--filter`, as the README's examples, which leave `show` out, need. Bash and fish complete
/// for real here; zsh, which completes only in an interactive shell, is checked for its syntax
/// and for the lines that hand the bare form to `show`.
@Suite(.timeLimit(.minutes(2))) struct CompletionScriptTests {
    /// The script nexttogo writes for `shell`, in a file of its own.
    private func script(for shell: String) async throws -> URL {
        let output = try await ProgramRunner.run(["--generate-completion-script", shell])
        #expect(output.status == 0)
        let file = FileManager.default.temporaryDirectory.appending(path: "nexttogo-\(UUID()).\(shell)")
        try Data(output.stdout.utf8).write(to: file)
        return file
    }

    /// What `shell` prints running `code`, with the program's folder on its PATH.
    private func run(_ shell: String, _ arguments: [String]) async throws -> ProgramOutput {
        let path =
            ProgramRunner.productsDirectory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        // fish keeps its settings and history under the config folder: one of the test's own.
        let home = try TemporaryDirectory()
        defer { home.remove() }
        return try await ProgramRunner.run(
            arguments,
            environment: ["PATH": path, "XDG_CONFIG_HOME": home.url.path, "XDG_DATA_HOME": home.url.path],
            executable: shell)
    }

    private static let bashCompleter = #"""
        source "$1"
        line="$2"
        read -r -a COMP_WORDS <<< "$line"
        [[ "$line" == *" " ]] && COMP_WORDS+=("")
        COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
        COMP_LINE="$line"
        COMP_POINT=${#line}
        COMPREPLY=()
        _nexttogo nexttogo "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
        printf '%s\n' "${COMPREPLY[@]}"
        """#

    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")),
        arguments: [
            ("nexttogo --fil", ["--filter"]),
            ("nexttogo --filter h", ["horse", "harness"]),
            ("nexttogo --demo --wa", ["--watch"]),
            ("nexttogo sh", ["show"]),
            ("nexttogo show --fil", ["--filter"]),
            ("nexttogo meetings --da", ["--date"]),
            ("nexttogo meeting", ["meetings", "meeting"]),
            ("nexttogo meeting --d", ["--demo", "--date"]),
        ])
    func bashCompletesTheBareFormAsShow(line: String, offered: [String]) async throws {
        let file = try await script(for: "bash")
        defer { try? FileManager.default.removeItem(at: file) }

        let output = try await run("/bin/bash", ["-c", Self.bashCompleter, "complete", file.path, line])

        #expect(output.stdout.split(separator: "\n").map(String.init) == offered, "\(output.stderr)")
    }

    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")),
        arguments: [
            ("nexttogo --fil", ["--filter"]),
            ("nexttogo --filter h", ["horse", "harness"]),
            ("nexttogo --demo --wa", ["--watch"]),
            ("nexttogo sh", ["show"]),
            ("nexttogo meetings --da", ["--date"]),
            ("nexttogo meeting", ["meeting", "meetings"]),
        ])
    func fishCompletesTheBareFormAsShow(line: String, offered: [String]) async throws {
        let file = try await script(for: "fish")
        defer { try? FileManager.default.removeItem(at: file) }

        let output = try await run(
            "/usr/bin/fish", ["--no-config", "-c", "source \(file.path); complete -C '\(line)'"])

        let words = output.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        #expect(words == offered, "\(output.stderr)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")))
    func zshHandsTheBareFormToShowInAScriptZshReads() async throws {
        let file = try await script(for: "zsh")
        defer { try? FileManager.default.removeItem(at: file) }

        let check = try await run("/usr/bin/zsh", ["-n", file.path])

        #expect(check.status == 0, "\(check.stderr)")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(
            text.contains("if [[ \"${words[2]}\" == -* ]]; then\n        _nexttogo_show\n        return\n"))
    }
}
