import DomainLayer

/// Finds a race by its meeting's name and its number, as `nexttogo race <meeting> <number>`
/// asks for it, so the race's card can be opened by its id as `race <id>` opens it.
public struct MeetingRaceLookup: Sendable {
    let meeting: String
    let number: Int
    let request: RacingDayRequest

    /// A lookup of race `number` of the meeting `meeting` names, on the day `request` asks for.
    public init(meeting: String, number: Int, request: RacingDayRequest) {
        self.meeting = meeting
        self.number = number
        self.request = request
    }

    /// The race, from one request to `repository`; or why there is none (the fetch failed, the
    /// name is ambiguous or finds nothing, or the meeting has no such race).
    public func race(using repository: any MeetingsRepository) async -> Result<FoundRace, RacingDayFailure> {
        let day: RacingDay
        switch await request.fetch(from: repository) {
        case .success(let fetched): day = fetched
        case .failure(let failure): return .failure(failure)
        }
        return request.race(meeting: meeting, number: number, on: day)
    }
}
