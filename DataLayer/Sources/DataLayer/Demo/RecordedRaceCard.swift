import Foundation
import SharedUtils

/// A recorded race card, shown in the demo for every race of the demo's racing day of its
/// category.
///
/// The demo's day and the recorded cards come from different days, and there is one recording
/// per category, so each demo race shows the recording of its category moved to its start: the
/// demo race keeps its own name, number, meeting and start, and the card brings its runners,
/// prices, results and the race's form, labelled with the race it was recorded from.
public struct RecordedRaceCard: Sendable {
    /// The id of the race in the card's recording.
    let recordedRaceID: String
    /// The recorded meeting's date, at 00:00 UTC as the API gives a meeting's `advertised_date`
    /// (the generator leaves that field out of the built-in recording).
    let meetingDate: Date
    /// The recording, in the shape of the API's answer.
    let resource: EmbeddedResource

    /// The three cards built into the program, one per category: Albion Park R7 of 17 July 2023
    /// (greyhound, open, with prices), Bendigo R6 of 12 July 2023 (harness, final, with results)
    /// and Kanazawa R9 of 18 July 2023 (horse, open, a Ladbrokes card without prices).
    public static let builtIn = [
        RecordedRaceCard(
            recordedRaceID: "f7878345-7aae-46ca-a5f7-2b5fdd321276",
            meetingDate: Date(timeIntervalSince1970: 1_689_552_000), resource: .demoRaceCardAlbionPark),
        RecordedRaceCard(
            recordedRaceID: "9cb540d1-2bd1-4af1-a2ab-683c5909be41",
            meetingDate: Date(timeIntervalSince1970: 1_689_120_000), resource: .demoRaceCardBendigo),
        RecordedRaceCard(
            recordedRaceID: "70b08d94-fa62-4bd7-ba58-46e0e6b0dbf3",
            meetingDate: Date(timeIntervalSince1970: 1_689_638_400), resource: .demoRaceCardKanazawa),
    ]

    /// The recorded card as the API answered it.
    /// - Throws: `FetchFailure.invalidResponse` when the recording does not decode, which a
    ///   test rules out.
    func recording() throws(FetchFailure) -> RaceCardResponse {
        guard let body = resource.data,
            let card = try RaceCardResponseDecoder.decode(body, raceID: recordedRaceID)
        else { throw .invalidResponse(reason: "the demo's recorded race card is damaged") }
        return card
    }
}
