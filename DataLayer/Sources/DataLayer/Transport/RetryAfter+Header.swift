import Foundation
import SharedUtils

extension RetryAfter {
    /// Parses a header value: delta-seconds (digits only, of any length, held at `longestDelay`)
    /// or an HTTP-date in any of the three forms HTTP allows; anything else is nil.
    public init?(headerValue: String) {
        let text = headerValue.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            // Only digits, so Int(text) fails only when the number is beyond Int: longer than an hour.
            let longest = Int(Self.longestDelay.components.seconds)
            let seconds = Int(text).map { min($0, longest) } ?? longest
            self = .delay(.seconds(seconds))
        } else if let date = HTTPDate.date(from: text) {
            self = .date(date)
        } else {
            return nil
        }
    }
}
