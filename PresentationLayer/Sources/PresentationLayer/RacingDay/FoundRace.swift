/// A race `nexttogo race <meeting> <number>` found on the racing day: its id, by which its card
/// is fetched, and its name as a person says it, for the messages about its card.
public struct FoundRace: Sendable, Equatable {
    /// The race's id.
    public let id: String
    /// The meeting's name and the race's number, such as `Bendigo R6`.
    public let name: String
}
