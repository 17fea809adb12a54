import Foundation

extension RaceCardRepository {
    /// The card of the race `raceID` names, from one request, or why not (`.fetch(.cancelled)`
    /// when the task was cancelled). The id is read as the feed writes ids, in lower case without
    /// spaces around it, as a pasted one may not be.
    public func card(raceID: String) async -> Result<RaceCard, RaceCardFetchError> {
        do {
            return .success(
                try await raceCard(raceID: raceID.trimmingCharacters(in: .whitespaces).lowercased()))
        } catch {
            return .failure(error)
        }
    }
}
