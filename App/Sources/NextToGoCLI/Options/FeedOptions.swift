import ArgumentParser

/// Where races come from, as every command that fetches them takes it: the live API (at
/// `--api-url`, else the root of `--brand`) or the recorded racing day built in for `--demo`, and
/// how long to wait for the API.
struct FeedOptions: ParsableArguments {
    @Flag(name: .long, help: "Replay a recorded racing day built into nexttogo; no network needed.")
    var demo = false

    @OptionGroup var api: APIOptions

    /// Seconds to wait for the API, from 1 to 60.
    var timeout: Int { api.timeout }

    func validate() throws {
        if demo && api.apiURL != nil {
            throw ValidationError("--demo plays a recorded racing day, so it cannot be used with --api-url.")
        }
        if demo && api.brand != nil {
            throw ValidationError("--demo plays a recorded racing day, so it cannot be used with --brand.")
        }
        if !demo { try api.validateRoot() }
    }
}
