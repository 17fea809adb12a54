import ArgumentParser
import DomainLayer

/// How many races a board shows, as `show` and `serve` take it: `-n`/`--count`, from 1 to
/// `BoardSettings.countRange`'s upper bound; the config file's when left out.
struct RaceCountOption: ParsableArguments {
    // Unconditional, so that `--count -5` reaches validate() rather than reading as an option.
    @Option(
        name: [.customShort("n"), .long], parsing: .unconditional,
        help: ArgumentHelp(
            "How many races to show, from 1 to \(BoardSettings.countRange.upperBound). (default: 5)",
            valueName: "count"))
    var count: Int?

    func validate() throws {
        if let count, !BoardSettings.countRange.contains(count) {
            throw ValidationError(
                "--count must be between 1 and \(BoardSettings.countRange.upperBound), not \(count).")
        }
    }
}
