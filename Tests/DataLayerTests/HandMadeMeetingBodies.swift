/// Small hand-made meetings bodies, each named for the one thing it shows.
enum HandMadeMeetingBodies {
    static let horse = "4a2788f8-e825-4d36-9894-efd4baf1cfae"
    static let open = "4bc8fe96-296b-4b4c-aea4-85c94f63b9c6"
    static let final = "46b6910d-8379-44fb-855c-afbbdee3b007"

    /// A meeting entry named `id`, listing `races`.
    static func meeting(
        _ id: String, name: String = "Randwick", races: [String], extra: String = ""
    ) -> String {
        let list = races.map { "\"\($0)\"" }.joined(separator: ", ")
        return #""\#(id)": {"name": "\#(name)", "category_id": "\#(horse)", "race_ids": [\#(list)]\#(extra)}"#
    }

    /// A race entry named `id`.
    static func race(
        _ id: String, number: String = "1", start: String = "\"2026-07-13T02:30:00Z\"", extra: String = ""
    ) -> String {
        #""\#(id)": {"name": "Race \#(id)", "number": \#(number), "advertised_start": \#(start), "main_market_status_id": "\#(open)"\#(extra)}"#
    }

    /// A body with `meetings` and `races`, and `more` top-level members.
    static func body(meetings: [String], races: [String], more: String = "") -> String {
        #"{"meetings": {\#(meetings.joined(separator: ", "))}, "races": {\#(races.joined(separator: ", "))}\#(more)}"#
    }
}
