import Foundation

/// A recorded race card and the race of the demo's racing day it is shown for.
///
/// The demo's day and the recorded cards come from different days, so each card is given to a
/// demo race of the same category (at the same meeting when the day has it): the demo race
/// keeps its own name, number, meeting and start, and the card brings its runners, prices,
/// results and the race's form.
public struct RecordedRaceCard: Sendable {
    /// The id of the race of the demo's day the card is shown for, as recorded.
    public let demoRaceID: String
    /// The id of the race in the card's recording.
    let recordedRaceID: String
    /// The recording, in the shape of the API's answer.
    let resource: EmbeddedResource

    /// The three cards built into the program: Albion Park R7 (greyhound, open, with prices) for
    /// the demo's Albion Park R7, Bendigo R6 (harness, final, with results) for Ballarat R6, a
    /// Victorian harness race too, and Kanazawa R9 (horse, 1500 m, open, without prices) for
    /// Nagoya R8, a Japanese race over the same distance.
    public static let builtIn = [
        RecordedRaceCard(
            demoRaceID: "11383b42-f54f-45e4-82c9-010c5e35d81e",
            recordedRaceID: "f7878345-7aae-46ca-a5f7-2b5fdd321276", resource: .demoRaceCardAlbionPark),
        RecordedRaceCard(
            demoRaceID: "812a0b6b-5e98-4a38-a5c9-2a9ad0606454",
            recordedRaceID: "9cb540d1-2bd1-4af1-a2ab-683c5909be41", resource: .demoRaceCardBendigo),
        RecordedRaceCard(
            demoRaceID: "0735833f-b9ce-450e-b194-e0afed016416",
            recordedRaceID: "70b08d94-fa62-4bd7-ba58-46e0e6b0dbf3", resource: .demoRaceCardKanazawa),
    ]

    /// The recorded card as the API answered it.
    /// - Throws: `NedsServiceError.invalidResponse` when the recording does not decode, which a
    ///   test rules out.
    func recording() throws(NedsServiceError) -> RaceCardResponse {
        guard let body = resource.data,
            let card = try RaceCardResponseDecoder.decode(body, raceID: recordedRaceID)
        else { throw .invalidResponse(reason: "the demo's recorded race card is damaged") }
        return card
    }
}
