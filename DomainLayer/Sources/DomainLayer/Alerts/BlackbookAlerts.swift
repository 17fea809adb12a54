import Foundation

/// The alerts the blackbook raises from the followed runners a card shows: a runner that runs
/// within the hour (one alert per race and runner, whichever name it was followed by), and a
/// runner scratched (one alert per race and runner). Plain values in and out; the ids make the
/// same event the same alert, so a card read twice raises nothing new.
public enum BlackbookAlerts {
    /// The alerts for `sightings`, with start times worded by `time` (such as `08:48`).
    public static func alerts(for sightings: [BlackbookSighting], time: (Date) -> String, at now: Date)
        -> [Alert]
    {
        sightings.map { sighting in
            let race = sighting.card.race
            let runner = sighting.runner
            let followed = sighting.hits.map { "\($0.followed.kind.rawValue) \($0.followed.name)" }
                .joined(separator: ", ")
            let place = "\(race.meetingName) R\(race.raceNumber)"
            let people = [runner.rider.map { "ridden by \($0)" }, runner.trainer.map { "trained by \($0)" }]
                .compactMap { $0 }.joined(separator: ", ")
            if runner.isScratched {
                return Alert(
                    id: "scratching:\(race.id):\(runner.number)", kind: .scratching,
                    title: "\(runner.name) is scratched from \(place)",
                    message:
                        "\(runner.number) \(runner.name) (followed: \(followed)) will not run in \(place) "
                        + "at \(time(race.advertisedStart)).",
                    priority: .high, tags: [race.category.rawValue, "scratching"], raceID: race.id,
                    raisedAt: now)
            }
            let price = runner.winPrice.map { String(format: ", $%.2f", $0) } ?? ""
            let barrier = runner.barrier.map { ", barrier \($0)" } ?? ""
            return Alert(
                id: "followed_runner:\(race.id):\(runner.number)", kind: .followedRunner,
                title: "\(runner.name) runs in \(place) at \(time(race.advertisedStart))",
                message: "\(runner.number) \(runner.name)\(barrier)\(price)"
                    + (people.isEmpty ? "" : ", \(people)") + ". Followed: \(followed).",
                priority: .normal, tags: [race.category.rawValue, "blackbook"], raceID: race.id,
                raisedAt: now)
        }
    }
}
