/// Small hand-made response bodies, each named for the one thing it shows.
enum HandMadeBodies {
    static func summary(
        id: String, meeting: String = "Shepparton", number: String = "6",
        category: String = "9daef0d7-bf3c-4f50-921d-8e818c60fe61", seconds: String = "1768438800",
        extra: String = ""
    ) -> String {
        """
        "\(id)": {"race_id": "\(id)", "race_name": "Race \(id)", "race_number": \(number),
          "meeting_id": "m-\(id)", "meeting_name": "\(meeting)", "category_id": "\(category)",
          "advertised_start": {"seconds": \(seconds)}\(extra)}
        """
    }

    static func response(ids: [String], summaries: [String]) -> String {
        let idList = ids.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            {"status": 200, "data": {"next_to_go_ids": [\(idList)],
              "race_summaries": {\(summaries.joined(separator: ",\n"))}},
              "message": "Next 5 races from each category"}
            """
    }

    static let withoutOptionalFields = response(ids: ["a"], summaries: [summary(id: "a")])

    static let withVenue = response(
        ids: ["a"],
        summaries: [
            summary(
                id: "a",
                extra: #", "venue_name": "Shepparton", "venue_state": "VIC", "venue_country": "AUS""#)
        ])

    static let withOneSummaryMissingItsMeetingName = response(
        ids: ["a", "b"],
        summaries: [
            summary(id: "a"),
            #""b": {"race_id": "b", "race_number": 2, "category_id": "x", "advertised_start": {"seconds": 1}}"#,
        ])

    static let withARaceNumberOfTheWrongType = response(
        ids: ["a", "b"], summaries: [summary(id: "a"), summary(id: "b", number: "\"two\"")])

    static let withAnIDThatHasNoSummary = response(
        ids: ["a", "ghost", "b"], summaries: [summary(id: "a"), summary(id: "b")])

    static let withASummaryThatIsNotAnObject = response(
        ids: ["a", "b"], summaries: [summary(id: "a"), #""b": 42"#])

    static let withARepeatedID = response(
        ids: ["a", "a", "b"], summaries: [summary(id: "a"), summary(id: "b")])

    static let withASummaryFiledUnderAnotherIDThatRepeatsARace = response(
        ids: ["a", "b"],
        summaries: [
            summary(id: "a"),
            #""b": {"race_id": "a", "race_number": 2, "meeting_name": "Ascot", "category_id": "x", "advertised_start": {"seconds": 1768438800}}"#,
        ])

    static let withFractionalStartSeconds = response(
        ids: ["a"], summaries: [summary(id: "a", seconds: "1768438800.5")])
}
