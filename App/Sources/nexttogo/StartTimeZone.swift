import ArgumentParser
import Foundation

/// The time zone start times are shown in: the one `--tz` names, or the local one.
struct StartTimeZone: Sendable, Equatable {
    /// The zone.
    let timeZone: TimeZone
    /// The zone's name when `--tz` chose it, for headers to say; nil for the local zone.
    let label: String?

    /// The machine's own zone, not named in headers.
    static let local = StartTimeZone(timeZone: .current, label: nil)

    private init(timeZone: TimeZone, label: String?) {
        self.timeZone = timeZone
        self.label = label
    }

    /// The zone called `identifier`, such as `Australia/Sydney`; nil when there is none.
    init?(identifier: String) {
        guard let timeZone = TimeZone(identifier: identifier) else { return nil }
        self.init(timeZone: timeZone, label: timeZone.identifier)
    }

    /// The zone `--tz` names, or the local one when it is not given.
    /// - Throws: `ValidationError` when `name` is no time zone.
    init(option name: String?) throws {
        guard let name else {
            self = .local
            return
        }
        guard let zone = StartTimeZone(identifier: name) else {
            throw ValidationError("--tz needs a time zone such as Europe/London, not '\(name)'.")
        }
        self = zone
    }

    /// `text` followed by the zone's name when `--tz` chose it, such as `14:03:07 Europe/London`.
    func labelling(_ text: String) -> String {
        label.map { "\(text) \($0)" } ?? text
    }
}
