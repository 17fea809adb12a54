import Foundation

/// Reads the ISO 8601 times of the meetings response, such as `2023-07-13T02:46:00Z`, by hand.
///
/// A day's response holds over a thousand of them; `ISO8601DateFormatter` costs microseconds
/// each and would take most of the decode's budget, where this reads the digits in place.
enum ISO8601Timestamp {
    /// The seconds since 1970 that `text` names: `YYYY-MM-DDTHH:MM:SS`, an optional fraction,
    /// then `Z` or an offset `±HH:MM`; nil for any other text, a field out of its range, or a
    /// time outside `RaceCardLimits.epochSeconds`.
    static func seconds(from text: String) -> Double? {
        var text = text
        return text.withUTF8 { bytes in seconds(from: bytes) }
    }

    private static func seconds(from bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard bytes.count >= 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t"),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let year = number(bytes, 0, 4), let month = number(bytes, 5, 2), let day = number(bytes, 8, 2),
            let hour = number(bytes, 11, 2), let minute = number(bytes, 14, 2),
            let second = number(bytes, 17, 2),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var index = 19
        var fraction = 0.0
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            var scale = 0.1
            let digitsStart = index
            while index < bytes.count, let digit = digit(bytes[index]) {
                fraction += Double(digit) * scale
                scale /= 10
                index += 1
            }
            guard index > digitsStart, index - digitsStart <= 9 else { return nil }
        }
        guard let offset = offsetSeconds(bytes, from: index) else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = Double(days * 86_400 + hour * 3_600 + minute * 60 + second - offset) + fraction
        return RaceCardLimits.checked(seconds, in: RaceCardLimits.epochSeconds)
    }

    /// The zone offset at `index` to the end, in seconds east of UTC: `Z` is 0.
    private static func offsetSeconds(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
        let rest = bytes.count - index
        if rest == 1, bytes[index] == UInt8(ascii: "Z") || bytes[index] == UInt8(ascii: "z") { return 0 }
        guard rest == 6, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"),
            bytes[index + 3] == UInt8(ascii: ":"),
            let hours = number(bytes, index + 1, 2), let minutes = number(bytes, index + 4, 2),
            hours < 24, minutes < 60
        else { return nil }
        let offset = hours * 3_600 + minutes * 60
        return bytes[index] == UInt8(ascii: "+") ? offset : -offset
    }

    /// The decimal number in the `count` bytes at `start`, all digits.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        var value = 0
        for index in start..<(start + count) {
            guard let digit = digit(bytes[index]) else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    private static func digit(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
