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

    @Test func theClosestComeFirstAndTheFarOnesNotAtAll() {
        let commands = ["show", "star", "unstar", "stars", "race"]

        #expect(
            EditDistance.closest(to: "stras", among: commands, allowed: 2) == ["star", "stars"],
            "ties in the order given")
        #expect(EditDistance.closest(to: "rcae", among: commands, allowed: 2) == ["race"])
        #expect(EditDistance.closest(to: "meetings", among: commands, allowed: 2).isEmpty)
    }
}
