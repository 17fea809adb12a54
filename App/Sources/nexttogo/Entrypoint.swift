import NextToGoCLI

/// The `nexttogo` executable: everything it does lives in the `NextToGoCLI` library, so tests
/// import that library and this module stays the entry point alone.
@main
struct Entrypoint {
    static func main() async {
        EndingSignals.hold()
        await NextToGoCommand.main()
    }
}
