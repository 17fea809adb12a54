import ArgumentParser

/// Where races come from, as every command that fetches them takes it: the live API (at
/// `--api-url`, else the root of `--brand`) or the recorded racing day built in for `--demo`, and
/// how long to wait for the API. The API's three options are `APIOptions`', declared here rather
/// than held as a group in this group (see `APIChoosing`).
struct FeedOptions: ParsableArguments, APIChoosing {
    @Flag(name: .long, help: "Replay a recorded racing day built into nexttogo; no network needed.")
    var demo = false

    @Option(name: .customLong("api-url"), help: APIOptionHelp.apiURL)
    var apiURL: String?

    @Option(name: .long, help: APIOptionHelp.brand)
    var brand: BrandArgument?

    // Unconditional, so that `--timeout -5` reaches validate() rather than reading as an option.
    @Option(name: .long, parsing: .unconditional, help: APIOptionHelp.timeout)
    var timeout = 10

    func validate() throws {
        try validateTimeout()
        if demo && apiURL != nil {
            throw ValidationError("--demo plays a recorded racing day, so it cannot be used with --api-url.")
        }
        if demo && brand != nil {
            throw ValidationError("--demo plays a recorded racing day, so it cannot be used with --brand.")
        }
        if !demo { try validateRoot() }
    }
}
