import ArgumentParser
import DomainLayer
import SharedUtils

/// What `alerts` watches prices for and how far they must move: `--move-percent`,
/// `--move-window` and `--watch-race`.
struct PriceMoveOptions: ParsableArguments {
    @Option(
        name: .customLong("move-percent"),
        help: ArgumentHelp(
            "Alert when a watched price firms or drifts by this share, such as 20 or 20% (the default).",
            valueName: "percent"))
    var percent: String?

    @Option(
        name: .customLong("move-window"),
        help: ArgumentHelp(
            "Alert on a move within this time, such as 30m (the default) or 1h.", valueName: "duration"))
    var window: String?

    @Option(
        name: .customLong("watch-race"),
        help: ArgumentHelp(
            "Watch the prices of every runner of this race (repeatable).", valueName: "race-id"))
    var raceIDs: [String] = []

    func validate() throws {
        let range = PriceMoveThreshold.percentRange
        if let percent, PriceMoveThreshold.percent(from: percent) == nil {
            throw ValidationError(
                "--move-percent needs a whole percent from \(range.lowerBound) to \(range.upperBound), "
                    + "such as 20, not '\(ShownTextLimit.safe(percent, limit: 20))'.")
        }
        if let window, PriceMoveThreshold.window(from: window) == nil {
            throw ValidationError(
                "--move-window needs a duration \(PriceMoveThreshold.windowRangeText), such as 30m, "
                    + "not '\(ShownTextLimit.safe(window, limit: 20))'.")
        }
        if raceIDs.count > PriceWatchScope.chosenRaceLimit {
            throw ValidationError("--watch-race takes at most \(PriceWatchScope.chosenRaceLimit) races.")
        }
        if let id = raceIDs.first(where: { $0.isEmpty || !Race.isWithinIDBound($0) }) {
            throw ValidationError(
                "--watch-race needs a race id such as 'nexttogo race' takes, not '\(ShownTextLimit.safe(id, limit: 40))'."
            )
        }
    }

    /// The threshold the flags ask for over the config file's `config`.
    func threshold(config: PriceMoveSettings) -> PriceMoveThreshold {
        PriceMoveSettings(
            percent: percent.flatMap(PriceMoveThreshold.percent(from:)),
            window: window.flatMap(PriceMoveThreshold.window(from:))
        ).threshold(over: config)
    }
}
