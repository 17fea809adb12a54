/// Small hand-made race-card bodies, built from parts so each test shows the one thing it varies.
enum HandMadeRaceCards {
    static let raceID = "r1"
    static let win = "940b8704-e497-4a76-b390-00918ff7d282"
    static let place = "7cf3eea6-5654-42be-9c2e-6de280e7bb34"
    static let open = "4bc8fe96-296b-4b4c-aea4-85c94f63b9c6"

    static func entrant(_ id: String, number: String = "1", name: String = "Runner", extra: String = "")
        -> String
    {
        #""\#(id)": {"id": "\#(id)", "number": \#(number), "name": "\#(name)"\#(extra)}"#
    }

    static func price(_ entrantID: String, product: String = win, odds: String) -> String {
        #""\#(entrantID):\#(product):": {"odds": \#(odds)}"#
    }

    static func body(
        listed: [String], entrants: [String], prices: [String] = [], results: [String] = [],
        status: String = open, raceExtra: String = "", fluctuations: String = "{}"
    ) -> String {
        let ids = listed.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            {"data": {
              "races": {"r1": {"id": "r1", "name": "Race 1", "number": 1, "meeting_id": "m1",
                "advertised_start": {"seconds": 1768438800}\(raceExtra)}},
              "meetings": {"m1": {"name": "Shepparton", "category_id": "9daef0d7-bf3c-4f50-921d-8e818c60fe61"}},
              "markets": {"k1": {"name": "Final Field", "race_id": "r1", "market_status_id": "\(status)",
                "entrant_ids": [\(ids)]}},
              "entrants": {\(entrants.joined(separator: ", "))},
              "prices": {\(prices.joined(separator: ", "))},
              "results": {\(results.joined(separator: ", "))},
              "price_fluctuations": \(fluctuations)
            }}
            """
    }
}
