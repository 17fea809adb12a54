import Foundation

/// The recorded race cards copied from `shared/fixtures/racecard`, each with the race id it is
/// filed under.
public enum RaceCardFixtures {
    /// One recorded race card.
    public struct Card: Sendable {
        /// The file name, without `.json`.
        public let name: String
        /// The id of the race in `data.races`.
        public let raceID: String
    }

    /// Albion Park R7, a Neds greyhound race, open, with fixed win and place prices.
    public static let openGreyhound = Card(
        name: "techguyonbikes__clb-helm__ec24e63__NedsRaceData_TestPosition",
        raceID: "f7878345-7aae-46ca-a5f7-2b5fdd321276")
    /// Bendigo R6, a Neds harness race, final: results, a scratching, an emergency, dividends.
    public static let finalHarness = Card(
        name: "techguyonbikes__clb-helm__ec24e63__NedsRaceData",
        raceID: "9cb540d1-2bd1-4af1-a2ab-683c5909be41")
    /// Kanazawa R9, a Ladbrokes horse race, open, with no prices.
    public static let openLadbrokesHorse = Card(
        name: "techguyonbikes__clb-helm__7330d77__ladbroke-race-api-response-without-results",
        raceID: "70b08d94-fa62-4bd7-ba58-46e0e6b0dbf3")

    /// Every recorded card.
    public static let all = [openGreyhound, finalHarness, openLadbrokesHorse]

    /// The bytes of `card`.
    public static func data(of card: Card) throws -> Data {
        guard
            let url = Bundle.module.url(
                forResource: card.name, withExtension: "json", subdirectory: "Fixtures/racecard")
        else { throw CocoaError(.fileNoSuchFile) }
        return try Data(contentsOf: url)
    }
}
