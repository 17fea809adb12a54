import Foundation

extension RecordedRacesService {
    /// The most days a demo race id may say its race was moved: a hundred years.
    static let movesAllowed = 0...36_525

    /// The race a demo race id names, such as `<recorded id>-945` (the recorded race moved 945
    /// days), whether or not it is listed now; nil when the id names no race of the day or a move
    /// outside `movesAllowed`.
    public func race(id: String) -> RaceSummary? {
        guard let dash = id.lastIndex(of: "-") else { return nil }
        let digits = id[id.index(after: dash)...]
        guard (1...6).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let days = Int(digits), Self.movesAllowed.contains(days)
        else { return nil }
        let recordedID = id[..<dash]
        return timeline.first { $0.raceID == recordedID }.map { Self.race($0, movedBy: days) }
    }

    /// The race recorded as `recordedID` on the first day it starts at or after `earliest`; nil
    /// when the day has no such race.
    public func race(recordedID: String, startingFrom earliest: Date) -> RaceSummary? {
        guard let recorded = timeline.first(where: { $0.raceID == recordedID }) else { return nil }
        let days = Int((earliest.timeIntervalSince(recorded.advertisedStart) / Self.day).rounded(.up))
        return Self.race(recorded, movedBy: max(days, Self.movesAllowed.lowerBound))
    }
}
