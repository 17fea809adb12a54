import DomainLayer
import Foundation
import SharedUtils

/// The racing day's values in the words a punter reads: bets, race numbers,
/// placings and the next race's countdown.
enum RacingDayWords {
    /// A compound bet's name as words: `EarlyQuadrella` as `Early quadrella`, `RunningDouble` as
    /// `Running double`; a name with spaces already as it is.
    static func compoundName(_ name: String) -> String {
        guard !name.contains(" ") else { return name }
        var words = ""
        for character in name {
            if character.isUppercase, !words.isEmpty {
                words += " " + character.lowercased()
            } else {
                words.append(character)
            }
        }
        return words
    }

    /// Race numbers as a punter writes them: `R5–R8` for a run of them, `R6` for one, else
    /// `R1, R3, R5`.
    static func raceNumbers(_ numbers: [Int]) -> String {
        guard let first = numbers.first, let last = numbers.last else { return "" }
        let isRun = numbers.count > 1 && numbers == Array(first...max(first, last))
        return isRun ? "R\(first)–R\(last)" : numbers.map { "R\($0)" }.joined(separator: ", ")
    }

    /// A compound bet by its name and races, such as `Quadrella R5–R8`.
    static func compound(_ bet: CompoundBet) -> String {
        "\(compoundName(bet.name)) \(raceNumbers(bet.raceNumbers))"
    }

    /// The placings as a punter reads a result: `1st 9  2nd 2  3rd 8`; runners sharing a place in
    /// a dead heat follow it together, `1st 5  2nd 7 6  4th 4`.
    static func placings(_ placings: [Placing]) -> String {
        placings.map { placing in
            ([ordinal(placing.position)] + placing.runnerNumbers.map(String.init)).joined(separator: " ")
        }
        .joined(separator: "  ")
    }

    /// `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`.
    static func ordinal(_ number: Int) -> String {
        let suffix =
            switch (number % 10, number % 100) {
            case (_, 11...13): "th"
            case (1, _): "st"
            case (2, _): "nd"
            case (3, _): "rd"
            default: "th"
            }
        return "\(number)\(suffix)"
    }

    /// The race's number as people write it, `R7`, or `R–` for a race the API gives none.
    static func raceNumber(_ race: MeetingRace) -> String {
        race.number.map { "R\($0)" } ?? "R–"
    }

    /// Whole seconds from `now` to the race's start, rounded up as the board's countdown is, so
    /// it reaches 0 at the advertised start; held to `Int`'s range, whatever the dates.
    static func secondsToStart(_ race: MeetingRace, now: Date) -> Int {
        Int(saturating: race.advertisedStart.timeIntervalSince(now).rounded(.up))
    }

    /// The countdown to a race still to run: `in 4m 05s`, or `jumped 37s` for one past its start
    /// whose betting is still open; a day or more away, its date and start time in `clock`'s
    /// zone instead (`on 2027-06-01 14:25`, or `due 2026-11-20 14:25` long past), which say more
    /// than `in 4498h 12m`.
    static func countdown(to race: MeetingRace, now: Date, clock: ClockTimeFormatter) -> String {
        if let countdown = tickingCountdown(to: race, now: now, clock: clock) { return countdown.text }
        let when = clock.dateHoursAndMinutes(race.advertisedStart)
        return secondsToStart(race, now: now) > 0 ? "on \(when)" : "due \(when)"
    }

    /// The countdown `countdown(to:now:clock:)` writes, for a page to tick, after `lead`; nil
    /// for a race a day or more from `now`, which is shown by its date and time.
    static func tickingCountdown(
        to race: MeetingRace, now: Date, clock: ClockTimeFormatter, lead: String = ""
    )
        -> TickingCountdown?
    {
        let seconds = secondsToStart(race, now: now)
        guard seconds.magnitude < secondsInADay else { return nil }
        let text =
            seconds < 0
            ? CountdownFormatter.startsIn(seconds: seconds)
            : "in \(CountdownFormatter.compact(seconds: seconds))"
        return TickingCountdown(
            start: race.advertisedStart, wording: .inOrJumped, text: text, lead: lead,
            limitSeconds: secondsInADay,
            pastLimitLine: lead + "due \(clock.dateHoursAndMinutes(race.advertisedStart))")
    }

    /// The seconds from which a countdown gives way to a date and time.
    private static let secondsInADay = 86_400

    /// What a meeting's row shows of where it stands: `R6 in 4m 05s` (the countdown alone when
    /// the next race has no number, such as a special), `finished` or `abandoned`; a race a day
    /// or more away by its date and start time in `clock`'s zone.
    static func progress(_ progress: MeetingProgress, now: Date, clock: ClockTimeFormatter) -> String {
        switch progress {
        case .next(let race):
            let countdown = countdown(to: race, now: now, clock: clock)
            return "\(raceNumber(race)) \(countdown)"
        case .finished: return "finished"
        case .abandoned: return "abandoned"
        }
    }

    /// The line style of a meeting that stands at `progress`.
    static func style(_ progress: MeetingProgress, now: Date) -> RacingDayLine.Style {
        switch progress {
        case .next(let race): .toRun(RaceUrgency(secondsToStart: secondsToStart(race, now: now)))
        case .finished: .run
        case .abandoned: .abandoned
        }
    }
}
