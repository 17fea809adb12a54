import Hummingbird

/// The parts of a racing-day path, checked before anything is fetched: a meeting name of at most
/// 64 characters with no control characters, a race id of 1 to 64 letters, digits, dashes and
/// underscores (the feed's ids have them), a race number from 1 to 99. Anything else names
/// nothing, and its page is 404.
enum RacingDayPath {
    /// The longest meeting name looked up.
    static let longestName = 64

    /// The meeting name in the path parameter `parameter`, decoded, or nil.
    static func name(in context: ServeRequestContext, _ parameter: String = "name") -> String? {
        // A character is at most 4 bytes, each 3 once percent-encoded.
        guard let raw = context.parameters.get(parameter), raw.utf8.count <= longestName * 12,
            let name = raw.removingPercentEncoding, !name.isEmpty, name.count <= longestName,
            !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return nil }
        return name
    }

    /// The race id in the path, or nil.
    static func raceID(in context: ServeRequestContext) -> String? {
        guard let id = context.parameters.get("id"), (1...64).contains(id.utf8.count),
            id.utf8.allSatisfy(isIDByte)
        else { return nil }
        return id
    }

    /// The race number in the path, or nil.
    static func number(in context: ServeRequestContext) -> Int? {
        context.parameters.get("number", as: Int.self).flatMap { (1...99).contains($0) ? $0 : nil }
    }

    private static func isIDByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default: false
        }
    }
}
