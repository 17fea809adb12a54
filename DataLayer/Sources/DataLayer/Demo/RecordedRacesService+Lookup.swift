import Foundation

extension RecordedRacesService {
    /// How far from now a demo race may start and still be known by its id: a week either way.
    ///
    /// The demo lists each race on the day it is moved to, so an id comes from a listing of the
    /// last few days or, pasted ahead, the next few; a move years away is not a race the demo
    /// plays, and is refused like any unknown id rather than shown as started thousands of
    /// hours ago.
    static let knownWithin: TimeInterval = 7 * day

    /// The race a demo race id names, such as `<recorded id>-945` (the recorded race moved 945
    /// days), whether or not it is listed now; nil when the id names no race of the day, or a
    /// move that puts its start more than `knownWithin` from now.
    public func race(id: String) -> RaceSummary? {
        guard let (recordedID, days) = Self.recordedID(of: id),
            let recorded = timeline.first(where: { $0.raceID == recordedID })
        else { return nil }
        let moved = Self.race(recorded, movedBy: days)
        guard abs(moved.advertisedStart.timeIntervalSince(dates.now())) <= Self.knownWithin else {
            return nil
        }
        return moved
    }

    /// The recorded race id and the days moved that a demo race id such as `<recorded id>-945`
    /// is made of; nil when it ends in no move of 1 to 6 digits.
    static func recordedID(of id: String) -> (recordedID: String, days: Int)? {
        guard let dash = id.lastIndex(of: "-") else { return nil }
        let digits = id[id.index(after: dash)...]
        guard (1...6).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let days = Int(digits)
        else { return nil }
        return (String(id[..<dash]), days)
    }
}
