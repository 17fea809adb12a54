import ArgumentParser
import Foundation
import PresentationLayer
import SharedUtils

/// The time zone start times are shown in: the one `--tz` names, or the local one.
struct StartTimeZone: Sendable, Equatable {
    /// The zone.
    let timeZone: TimeZone
    /// The most columns of a refused `--tz` an error repeats.
    private static let longestEcho = 40

    /// The zone's name when `--tz` chose it, for headers to say; nil for the local zone.
    let label: String?

    private init(timeZone: TimeZone, label: String?) {
        self.timeZone = timeZone
        self.label = label
    }

    /// The zone called `identifier` in any case, such as `australia/sydney`, named as its
    /// identifier is spelt (`Australia/Sydney`), or as typed where the system has no canonical
    /// spelling (`UTC`, not the `GMT` it stands for); nil when there is none.
    init?(identifier: String) {
        if let known = TimeZone.knownTimeZoneIdentifiers.first(where: {
            $0.caseInsensitiveCompare(identifier) == .orderedSame
        }), let timeZone = TimeZone(identifier: known) {
            self.init(timeZone: timeZone, label: known)
            return
        }
        for spelling in [identifier, identifier.uppercased()] {
            if let timeZone = TimeZone(identifier: spelling) {
                self.init(timeZone: timeZone, label: spelling)
                return
            }
        }
        return nil
    }

    /// The zone `--tz` names, or `local`, the machine's own zone, not named in headers, when it
    /// is not given.
    /// - Throws: `ValidationError` when `name` is no time zone.
    init(option name: String?, local: TimeZone) throws {
        guard let name else {
            self.init(timeZone: local, label: nil)
            return
        }
        guard let zone = StartTimeZone(identifier: name) else {
            let suggestions = TimeZoneSuggestions.closest(to: name)
            let question =
                suggestions.isEmpty
                ? "" : "; did you mean \(TimeZoneSuggestions.list(suggestions))?"
            let typed = DisplayWidth.truncated(TerminalSafeText.sanitize(name), to: Self.longestEcho)
            throw ValidationError("--tz needs a time zone such as Europe/London, not '\(typed)'\(question)")
        }
        self = zone
    }

    /// The start times' column header: `Start` when `--tz` chose the zone, which the output
    /// names elsewhere, and `Local` for the machine's own.
    var columnTitle: String {
        StartColumnTitle.forZone(named: label)
    }

    /// `text` followed by the zone's name when `--tz` chose it, such as `14:03:07 Europe/London`.
    func labelling(_ text: String) -> String {
        label.map { "\(text) \($0)" } ?? text
    }
}
