import DataLayer
import SharedUtils

extension RaceDetails {
    /// The details in a wire form, with its text cut to `ShownTextLimit`'s bounds and made safe
    /// to print; text that is empty once made safe counts as not published, and so do negative
    /// numbers.
    init(form: RaceForm) {
        func text(_ value: String?, limit: Int = ShownTextLimit.name) -> String? {
            value.map { ShownTextLimit.safe($0, limit: limit) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        self.init(
            distance: form.distance.flatMap { $0 > 0 ? $0 : nil },
            distanceUnit: text(form.distanceUnit),
            trackCondition: text(form.trackCondition),
            weather: text(form.weather),
            raceClass: text(form.raceClass),
            startType: text(form.startType),
            prizeMoney: form.prizeMoney.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil },
            comment: text(form.comment, limit: ShownTextLimit.comment))
    }
}
