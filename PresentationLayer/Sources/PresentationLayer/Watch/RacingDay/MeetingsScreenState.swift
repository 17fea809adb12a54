import DomainLayer
import Foundation

/// The racing day (`m`) over the board: its meetings, or one meeting's races, with the selected
/// row kept by id. Its keys: the arrows (or `k` and `j`) select, Enter opens, Escape (or
/// Backspace) goes back a level and closes it from the day's meetings, `r` asks for the day
/// again (which the follower makes at most once every `ManualRefresh.minimumGap`, as the board's),
/// and `?` shows the help.
struct MeetingsScreenState: Sendable {
    /// Which level is open and which row is selected at each.
    private(set) var browser = RacingDayBrowser()

    /// The action for `key` over the racing day, or nil for a key that means nothing there.
    static func action(for key: WatchKey) -> WatchAction? {
        if let ending = key.endingAction { return ending }
        switch key {
        case .up: return .moveSelection(by: -1)
        case .down: return .moveSelection(by: 1)
        case .enter: return .openRacingDayRow
        case .escape, .backspace: return .racingDayBack
        case .pageUp, .pageDown: return nil
        case .byte: break
        }
        switch key.letter {
        case UInt8(ascii: "k"): return .moveSelection(by: -1)
        case UInt8(ascii: "j"): return .moveSelection(by: 1)
        case UInt8(ascii: "r"): return .refresh
        case UInt8(ascii: "?"): return .showHelp
        default: return nil
        }
    }

    /// Makes the day ready for `now`, as `RacingDayBrowser.prepare` does.
    mutating func prepare(
        day: RacingDay?, generation: Int, filter: CategoryFilter, countries: CountryFilter, now: Date,
        clock: ClockTimeFormatter
    ) {
        browser.prepare(
            day: day, generation: generation, filter: filter, countries: countries, now: now, clock: clock)
    }

    /// What `action` does to the racing day at `now`, once prepared.
    mutating func press(_ action: WatchAction, now: Date, clock: ClockTimeFormatter) -> WatchKeyOutcome {
        switch action {
        case .moveSelection(let offset):
            browser.move(by: offset, at: now)
        case .openRacingDayRow:
            if case .raceCard(let race) = browser.enter(at: now, clock: clock) {
                return .opening(race)
            }
        case .racingDayBack:
            if !browser.back() {
                return WatchKeyOutcome(transition: .pop, effects: [.closeMeetings])
            }
        case .refresh:
            return WatchKeyOutcome(effects: [.refreshMeetings])
        case .showHelp:
            return WatchKeyOutcome(transition: .push(.help(HelpScreenState(over: .racingDay))))
        default:
            break
        }
        return WatchKeyOutcome()
    }
}
