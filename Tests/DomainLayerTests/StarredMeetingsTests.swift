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

    @Test(arguments: [
        "Har\u{AD}low", "Har\u{200B}low", "\u{FEFF}Harlow", "Har\u{2060}low", "Harlow\u{FE0F}",
        "\u{202E}Harlow", "\u{1B}[31mHarlow",
    ])
    func savesANameWithoutItsInvisibleCharacters(name: String) {
        var stars = StarredMeetings.none
        stars.insert(name)
        #expect(stars.names == ["Harlow"])
        #expect(stars.names.first?.unicodeScalars.elementsEqual("Harlow".unicodeScalars) == true)
    }

    @Test func aStarOfOneGiantCharacterIsCutToTheNameBound() throws {
        // "a" and a million combining accents: one character of two megabytes.
        let giant = "a" + String(repeating: "\u{301}", count: 1_000_000)

        let stars = StarredMeetings([giant])

        // At most four scalars a character of the bound, each at most four bytes.
        let saved = try #require(stars.names.first)
        #expect(saved.utf8.count <= StarredMeetings.nameLimit * 4 * 4)
        #expect(saved.unicodeScalars.first == "á" && saved.hasSuffix("…"))
        #expect(stars.contains(giant))
    }

    @Test func aNameOfOnlyInvisibleCharactersIsBlank() {
        #expect(StarredMeetings.tidied("\u{200B}\u{AD} \u{2060}") == "")
        #expect(StarredMeetings(["\u{200B}"]).isEmpty)
    }

    @Test func aStarWithAnInvisibleCharacterMatchesAndIsUnstarredByThePlainName() {
        var stars = StarredMeetings(["Har\u{AD}low"])
        #expect(stars.contains("Harlow"))
        #expect(stars.remove("harlow") == "Harlow")
        #expect(stars.isEmpty)
    }

    @Test func aPlainStarMatchesAFeedNameWithAnInvisibleCharacter() {
        #expect(StarredMeetings(["Flemington"]).contains("Flem\u{200B}ington"))
    }

    @Test func namesThatDifferOnlyInInvisibleCharactersAreOneStar() {
        #expect(
            StarredMeetings(["Flem\u{200B}ington", "Flemington", "Flem\u{AD}ington"]).names == ["Flemington"])
    }

    @Test func savesANameInCanonicalComposition() {
        let stars = StarredMeetings(["Caf\u{65}\u{301} de Paris"])
        #expect(stars.names.first?.unicodeScalars.elementsEqual("Caf\u{E9} de Paris".unicodeScalars) == true)
    }

    @Test(arguments: ["Flemington", "FLÉMINGTON", "Fle\u{301}mington", "Ｆｌｅｍｉｎｇｔｏｎ", "fleminǧton"])
    func matchesAMeetingWhateverItsAccentsOrWidth(name: String) {
        #expect(StarredMeetings(["Flémington"]).contains(name))
        #expect(StarredMeetings([name]).contains("flemington"))
    }

    @Test func namesThatDifferOnlyInAccentsAreOneStarKeptAsFirstTyped() {
        #expect(StarredMeetings(["Flémington", "Flemington"]).names == ["Flémington"])
    }

    @Test(arguments: [
        "Happy\u{A0}Valley", "Happy\u{3000}Valley", "Happy\u{2003}\u{2003}Valley", "Happy\nValley",
    ])
    func collapsesEveryKindOfWhitespace(name: String) {
        #expect(StarredMeetings.tidied(name) == "Happy Valley")
    }

    @Test(arguments: [
        ("happy valley", "Happy Valley"), ("HAPPY  VALLEY", "Happy Valley"), ("flémington", "Flémington"),
        ("mt. gambier", "Mt. Gambier"), ("McKinnon Park", "McKinnon Park"), ("Happy valley", "Happy valley"),
        ("R1", "R1"),
    ])
    func aNameTypedInOneCaseIsSavedInTitleCaseAndAMixedOneAsTyped(typed: String, saved: String) {
        #expect(StarredMeetings.meetingName(typed: typed) == saved)
    }
}
