import SharedUtils
import Testing

@Suite struct EditDistanceTests {
    @Test(arguments: [
        ("stras", "stars", 2), ("race", "race", 0), ("", "abc", 3), ("kitten", "sitting", 3), ("ab", "", 2),
    ])
    func countsInsertionsDeletionsAndSubstitutions(a: String, b: String, distance: Int) {
        #expect(EditDistance.between(a, b) == distance)
        #expect(EditDistance.between(b, a) == distance)
    }

    @Test(
        arguments: [
            ("stras", "stars", 2, 2), ("stras", "stars", 1, nil), ("kitten", "sitting", 3, 3),
            ("kitten", "sitting", 2, nil), ("race", "race", 0, 0), ("", "abc", 3, 3), ("", "abc", 2, nil),
            ("flemington", "flemingtno", 2, 2), ("abcdef", "badcfe", 4, 4), ("abcdef", "badcfe", 3, nil),
        ] as [(String, String, Int, Int?)])
    func aBoundedDistanceIsTheDistanceWithinItsLimitAndNilPastIt(
        a: String, b: String, limit: Int, distance: Int?
    ) {
        #expect(EditDistance.between(a, b, atMost: limit) == distance)
        #expect(EditDistance.between(b, a, atMost: limit) == distance)
    }

    @Test func theBoundedDistanceAgreesWithTheFullOneOnEveryPairOfShortWords() {
        let words = ["", "a", "ab", "ba", "abc", "acb", "bca", "aabb", "abab", "bbaa", "abcab", "cabba"]
        for a in words {
            for b in words {
                let full = EditDistance.between(a, b)
                for limit in 0...5 {
                    #expect(
                        EditDistance.between(a, b, atMost: limit) == (full <= limit ? full : nil),
                        "\(a) → \(b) within \(limit)")
                }
            }
        }
    }

    @Test func theClosestComeFirstAndTheFarOnesNotAtAll() {
        let commands = ["show", "star", "unstar", "stars", "race"]

        #expect(
            EditDistance.closest(to: "stras", among: commands, allowed: 2) == ["star", "stars"],
            "ties in the order given")
        #expect(EditDistance.closest(to: "rcae", among: commands, allowed: 2) == ["race"])
        #expect(EditDistance.closest(to: "meetings", among: commands, allowed: 2).isEmpty)
    }
}
