import DomainLayer
import Testing

@Suite struct StarredMeetingsTests {
    @Test(arguments: ["Happy Valley", "happy valley", "HAPPY VALLEY", "  Happy   Valley ", "happy\tvalley"])
    func matchesAMeetingWhateverItsCaseAndSpacing(name: String) {
        let stars = StarredMeetings(["Happy Valley"])
        #expect(stars.contains(name))
    }

    @Test(arguments: ["Happy", "HappyValley", "Happy Valley Park", ""])
    func doesNotMatchADifferentName(name: String) {
        #expect(!StarredMeetings(["Happy Valley"]).contains(name))
    }

    @Test func savesANameTrimmedWithItsInnerSpacesCollapsed() {
        var stars = StarredMeetings.none
        let inserted = stars.insert("  Happy \t  Valley  ")
        #expect(inserted)
        #expect(stars.names == ["Happy Valley"])
    }

    @Test func starringTheSameMeetingAgainKeepsTheFirstSpelling() {
        var stars = StarredMeetings(["Flemington"])
        let inserted = stars.insert("FLEMINGTON")
        #expect(!inserted)
        #expect(stars.names == ["Flemington"])
        #expect(stars.starredName(for: " flemington ") == "Flemington")
    }

    @Test func aBlankNameIsNotStarred() {
        var stars = StarredMeetings.none
        let inserted = stars.insert("   ")
        #expect(!inserted)
        #expect(stars.isEmpty)
    }

    @Test func unstarringByAnySpellingRemovesTheSavedName() {
        var stars = StarredMeetings(["Flemington", "Happy Valley", "Randwick"])
        let removed = stars.remove("happy  VALLEY")
        #expect(removed == "Happy Valley")
        #expect(stars.names == ["Flemington", "Randwick"])
        #expect(!stars.contains("Happy Valley"))
        let removedAgain = stars.remove("Happy Valley")
        #expect(removedAgain == nil)
    }

    @Test func keepsTheOrderTheMeetingsWereStarredIn() {
        #expect(
            StarredMeetings(["Randwick", "Ascot", "randwick", "Flemington"]).names == [
                "Randwick", "Ascot", "Flemington",
            ])
    }
}
