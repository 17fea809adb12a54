import DomainLayer
import Foundation

/// One race's details as labelled lines, in words; what the feed does not publish says so.
public struct RaceDetailsViewModel: Sendable, Equatable {
    /// One labelled fact, such as `Track` and `Good 4`.
    public struct Line: Sendable, Equatable {
        /// What the fact is.
        public let label: String
        /// The fact, or `not published`.
        public let value: String
        /// `value` as a countdown a page ticks, for the start; nil for every other fact.
        public let countdown: TickingCountdown?

        /// The fact `value`, labelled `label`.
        init(label: String, value: String) {
            self.init(label: label, value: value, countdown: nil)
        }

        /// The fact `countdown.line`, labelled `label`, ticking in a page.
        init(label: String, countdown: TickingCountdown) {
            self.init(label: label, value: countdown.line, countdown: countdown)
        }

        private init(label: String, value: String, countdown: TickingCountdown?) {
            self.label = label
            self.value = value
            self.countdown = countdown
        }
    }

    /// What a missing part reads as.
    public static let notPublished = "not published"

    /// The race in a few words, such as `Greyhound · Shepparton R6`.
    public let title: String
    /// The facts, in a fixed order.
    public let lines: [Line]

    /// A start further than this from now is shown with its date, and without the countdown.
    static let sameDayLimit: TimeInterval = 12 * 60 * 60

    /// The details of `race` at `now`, with its start time in `clock`'s time zone.
    public init(race: Race, now: Date, clock: ClockTimeFormatter) {
        let details = race.details
        title = "\(race.category.displayName) · \(race.meetingName) R\(race.raceNumber)"
        lines = [
            Line(label: "Race name", value: race.raceName.isEmpty ? Self.notPublished : race.raceName),
            Self.start(of: race, now: now, clock: clock),
            Line(label: "Distance", value: Self.distance(details)),
            Line(label: "Track", value: details?.trackCondition.map(TrackWords.spelled) ?? Self.notPublished),
            Line(
                label: "Weather", value: details?.weather.map(WeatherWords.spelled) ?? Self.notPublished),
            Line(label: "Class", value: details?.raceClass ?? Self.notPublished),
            Line(label: "Start type", value: details?.startType ?? Self.notPublished),
            Line(label: "Prize money", value: details?.prizeMoney.flatMap(Self.dollars) ?? Self.notPublished),
            Line(label: "Comment", value: details?.comment ?? Self.notPublished),
        ]
    }

    /// The start's time and how soon it is, such as `14:05 (starts in 3 minutes)`; the date and
    /// time alone when it is `sameDayLimit` or more from `now`.
    private static func start(of race: Race, now: Date, clock: ClockTimeFormatter) -> Line {
        guard abs(race.advertisedStart.timeIntervalSince(now)) < sameDayLimit else {
            return Line(label: "Starts", value: clock.dateHoursAndMinutes(race.advertisedStart))
        }
        let seconds = RaceRowViewModel.secondsToStart(race, now: now)
        return Line(
            label: "Starts",
            countdown: TickingCountdown(
                start: race.advertisedStart, wording: .spoken,
                text: CountdownFormatter.spoken(seconds: seconds),
                lead: "\(clock.hoursAndMinutes(race.advertisedStart)) (", trail: ")",
                limitSeconds: Int(sameDayLimit),
                pastLimitLine: clock.dateHoursAndMinutes(race.advertisedStart)))
    }

    private static func distance(_ details: RaceForm?) -> String {
        guard let distance = details?.distance else { return notPublished }
        return "\(distance)\(details?.distanceUnit ?? "")"
    }

    /// Whole dollars with thousands separators, such as `$11,211`; nil for an amount that is
    /// not a whole number of dollars an `Int` can hold (the decoder lets none through).
    private static func dollars(_ amount: Double) -> String? {
        Int(exactly: amount.rounded()).map {
            "$" + $0.formatted(.number.locale(Locale(identifier: "en_AU")))
        }
    }
}
