import Foundation

/// One race of a meeting, as a racing day lists it: enough to show the meeting's races and to
/// open the race's card by its id.
public struct MeetingRace: Sendable, Hashable, Identifiable {
    /// The race's id, by which its card is fetched.
    public let id: String
    /// The race's number within its meeting; nil for a race the API gives none (specials such as
    /// "Watch This Place - Zac Attack").
    public let number: Int?
    /// The race's name, safe to print; may be empty.
    public let name: String
    /// When the race is advertised to start.
    public let advertisedStart: Date
    /// Where the race stands.
    public let status: RaceStatus
    /// The placed runners by place, once the race is run; empty before, or when the API gives
    /// none.
    public let placings: [Placing]

    /// Creates a race from its parts.
    public init(
        id: String, number: Int?, name: String, advertisedStart: Date, status: RaceStatus,
        placings: [Placing] = []
    ) {
        self.id = id
        self.number = number
        self.name = name
        self.advertisedStart = advertisedStart
        self.status = status
        self.placings = placings
    }

    /// Whether the race is yet to jump at `now`: open, or of a status the feed does not give
    /// (`unknown`) and not yet at its start.
    public func isToRun(at now: Date) -> Bool {
        switch status {
        case .open: true
        case .unknown: advertisedStart > now
        case .live, .closed, .interim, .final, .abandoned: false
        }
    }

    /// Whether the race has been run (or is running) at `now`: neither to run nor abandoned.
    public func hasRun(at now: Date) -> Bool {
        status != .abandoned && !isToRun(at: now)
    }

    /// The race number a person typed, such as `7` or `R7`, in 1 to 99; nil for anything else.
    public static func number(from text: String) -> Int? {
        var digits = Substring(text.trimmingCharacters(in: .whitespaces))
        if digits.first == "R" || digits.first == "r" { digits = digits.dropFirst() }
        guard (1...2).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let number = Int(digits), (1...99).contains(number)
        else { return nil }
        return number
    }
}

/// One place of a race's result: the runners that share it (more than one in a dead heat).
public struct Placing: Sendable, Hashable {
    /// The place, 1 for the winner; after a dead heat for second, the next place is fourth.
    public let position: Int
    /// The numbers of the runners in this place.
    public let runnerNumbers: [Int]

    /// Creates a placing from its parts.
    public init(position: Int, runnerNumbers: [Int]) {
        self.position = position
        self.runnerNumbers = runnerNumbers
    }

    /// The placings for places listed in order, each with the runners sharing it: `[[9], [2],
    /// [8]]` is 1st 9, 2nd 2, 3rd 8; `[[5], [7, 6], [4]]` is 1st 5, 2nd 7 and 6, 4th 4.
    public static func placings(_ places: [[Int]]) -> [Placing] {
        var position = 1
        return places.compactMap { runners in
            guard !runners.isEmpty else { return nil }
            defer { position += runners.count }
            return Placing(position: position, runnerNumbers: runners)
        }
    }
}
