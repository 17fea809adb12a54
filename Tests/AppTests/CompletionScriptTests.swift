import Testing

/// The shell completion scripts the README tells people to install.
@Suite(.timeLimit(.minutes(1))) struct CompletionScriptTests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func eachShellGetsAScriptThatKnowsTheSubcommandsOptionsAndCategories(shell: String) async throws {
        let output = try await ProgramRunner.run(["--generate-completion-script", shell])

        #expect(output.status == 0)
        for word in ["star", "race", "filter", "watch", "greyhound"] {
            #expect(output.stdout.contains(word), "\(shell) completes \(word)")
        }
    }
}
