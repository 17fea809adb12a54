import DataLayer
import SharedUtils

extension RaceForm {
    /// The form as a race carries it: its text cut to `ShownTextLimit`'s bounds and made safe to
    /// print; text that is empty once made safe counts as not published, and so do negative
    /// numbers.
    var printable: RaceForm {
        func text(_ value: String?, limit: Int = ShownTextLimit.name) -> String? {
            value.map { ShownTextLimit.safe($0, limit: limit) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        return RaceForm(
            distance: distance.flatMap { $0 > 0 ? $0 : nil },
            distanceUnit: text(distanceUnit),
            trackCondition: text(trackCondition),
            weather: text(weather),
            raceClass: text(raceClass),
            startType: text(startType),
            prizeMoney: prizeMoney.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil },
            comment: text(comment, limit: ShownTextLimit.comment))
    }
}
