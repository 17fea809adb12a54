import ArgumentParser

/// Which racing API to ask and how long to wait for it, as `doctor` takes them: `--api-url`,
/// `--brand` and `--timeout`.
struct APIOptions: ParsableArguments, APIChoosing {
    @Option(name: .customLong("api-url"), help: APIOptionHelp.apiURL)
    var apiURL: String?

    @Option(name: .long, help: APIOptionHelp.brand)
    var brand: BrandArgument?

    // Unconditional, so that `--timeout -5` reaches validate() rather than reading as an option.
    @Option(name: .long, parsing: .unconditional, help: APIOptionHelp.timeout)
    var timeout = 10

    func validate() throws {
        try validateTimeout()
    }
}
