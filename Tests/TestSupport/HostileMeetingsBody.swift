import Foundation

/// A racing day's body built to be costly, as a hostile or broken feed could send it: one meeting
/// of many races, named by many compound bets, and many meetings of long names, so the decoder,
/// the mapping and the name matching are measured and tested at their worst.
public enum HostileMeetingsBody {
    /// The horse racing category's id.
    private static let horse = "4a2788f8-e825-4d36-9894-efd4baf1cfae"

    /// A day with one meeting `m0` of `races` races (`r0`, `r1`, …), `compounds` compound bets
    /// each naming four of its races, and `namedMeetings` more meetings of one race each whose
    /// names are `nameLength` letters long, all different.
    public static func body(races: Int, compounds: Int, namedMeetings: Int = 0, nameLength: Int = 200)
        -> Data
    {
        var text = #"{"meetings": {"m0": {"name": "Randwick", "category_id": "\#(horse)", "race_ids": ["#
        text += (0..<races).map { "\"r\($0)\"" }.joined(separator: ",")
        text += "]}"
        for meeting in 0..<namedMeetings {
            text +=
                #", "n\#(meeting)": {"name": "\#(name(meeting, length: nameLength))", "category_id": "\#(horse)", "race_ids": ["n\#(meeting)r"]}"#
        }
        text += #"}, "races": {"#
        let start = #""advertised_start": "2026-07-13T02:30:00Z""#
        text += (0..<races).map { #""r\#($0)": {"name": "R", "number": \#($0 % 99 + 1), \#(start)}"# }
            .joined(separator: ",")
        for meeting in 0..<namedMeetings {
            text += #", "n\#(meeting)r": {"name": "R", "number": 1, \#(start)}"#
        }
        text += #"}, "compounds": {"#
        text += (0..<compounds).map { compound in
            let named = (0..<4).map { "\"r\((compound * 4 + $0) % max(1, races))\"" }.joined(separator: ",")
            return #""c\#(compound)": {"meeting_id": "m0", "name": "Quadrella", "race_ids": [\#(named)]}"#
        }
        .joined(separator: ",")
        text += "}}"
        return Data(text.utf8)
    }

    /// The name of meeting `index`: `length` lower-case letters drawn from a generator seeded by
    /// `index`, so the same index always gives the same name and two indices all but never one.
    public static func name(_ index: Int, length: Int) -> String {
        var letters: [Character] = []
        var state = UInt64(index) &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        for _ in 0..<length {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            letters.append(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8((state >> 33) % 26))))
        }
        return String(letters)
    }
}
