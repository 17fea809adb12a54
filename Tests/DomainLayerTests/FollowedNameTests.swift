import Testing

@testable import DomainLayer

/// Names in the blackbook match names on a card as a punter types them.
@Suite struct FollowedNameTests {
    private func runner(
        _ name: String = "Karuma Kev", rider: String? = "Ellen Tormey", trainer: String? = "Trevor Monk"
    ) -> Runner {
        Runner(number: 1, name: name, rider: rider, trainer: trainer)
    }

    @Test(arguments: [
        "James McDonald", "james mcdonald", "  JAMES   McDONALD ", "J McDonald", "j. mcdonald", "J.McDonald",
        "Jámes McDonald",
    ])
    func aJockeyIsMatchedWhateverTheCaseAccentsPunctuationOrAnInitial(typed: String) {
        let followed = FollowedName(.jockey, typed)

        #expect(followed.matchedName(in: runner(rider: "James McDonald")) == "James McDonald")
    }

    @Test(arguments: ["John McDonald", "James McDonnell", "McDonald", "James", "Jo McDonald James"])
    func anotherNameIsNotMatched(rider: String) {
        #expect(FollowedName(.jockey, "James McDonald").matchedName(in: runner(rider: rider)) == nil)
    }

    @Test func aCardThatWritesTheInitialMatchesTheFullNameFollowed() {
        #expect(FollowedName(.jockey, "James McDonald").matchedName(in: runner(rider: "J McDonald")) != nil)
    }

    @Test func anInitialDoesNotStandForAWholeRunnersName() {
        #expect(FollowedName(.runner, "K Kev").matchedName(in: runner()) == nil)
    }

    @Test(arguments: ["American Hammer", "american hammer (nz)", "American Hammer NZ"])
    func aRunnersCountrySuffixIsOptional(typed: String) {
        let card = runner("American Hammer Nz")

        #expect(FollowedName(.runner, typed).matchedName(in: card) == "American Hammer Nz")
    }

    @Test func apostrophesAndBracketedClaimsAreLeftOut() {
        let card = runner(rider: "Kerrin O'Brien (a2)")

        #expect(FollowedName(.jockey, "kerrin obrien").matchedName(in: card) == "Kerrin O'Brien (a2)")
    }

    @Test(arguments: ["Ciaron Maher & David Eustace", "C Maher and D Eustace", "Ciaron Maher/David Eustace"])
    func aTrainerIsMatchedInAPartnership(trainer: String) {
        #expect(FollowedName(.trainer, "Ciaron Maher").matchedName(in: runner(trainer: trainer)) != nil)
        #expect(FollowedName(.trainer, "David Eustace").matchedName(in: runner(trainer: trainer)) != nil)
    }

    @Test func eachKindLooksOnlyAtItsOwnField() {
        let card = runner("Trevor Monk", rider: "Karuma Kev", trainer: "Ellen Tormey")

        #expect(FollowedName(.runner, "Trevor Monk").matchedName(in: card) != nil)
        #expect(FollowedName(.jockey, "Trevor Monk").matchedName(in: card) == nil)
        #expect(FollowedName(.trainer, "Trevor Monk").matchedName(in: card) == nil)
    }

    @Test func aRunnerWithNoRiderMatchesNoJockey() {
        #expect(FollowedName(.jockey, "Ellen Tormey").matchedName(in: runner(rider: nil)) == nil)
    }

    @Test func theBlackbookKeepsEachNameOnceByItsWordsAndKind() {
        var blackbook = Blackbook([
            FollowedName(.jockey, "James McDonald"), FollowedName(.jockey, "james  mcdonald"),
            FollowedName(.trainer, "James McDonald"), FollowedName(.jockey, " "),
        ])

        #expect(
            blackbook.entries == [
                FollowedName(.jockey, "James McDonald"), FollowedName(.trainer, "James McDonald"),
            ])
        #expect(
            blackbook.remove(FollowedName(.jockey, "JAMES MCDONALD"))
                == FollowedName(.jockey, "James McDonald"))
        #expect(blackbook.names(of: .trainer) == ["James McDonald"])
        #expect(blackbook.names(of: .jockey) == [])
    }

    @Test func theBlackbookHoldsAtMostItsCapacity() {
        let blackbook = Blackbook((0...Blackbook.capacity).map { FollowedName(.runner, "Runner \($0)") })

        #expect(blackbook.entries.count == Blackbook.capacity)
    }

    @Test func hitsNameEachEntryAndTheNameItMatched() {
        let blackbook = Blackbook([FollowedName(.runner, "karuma kev"), FollowedName(.trainer, "T Monk")])

        #expect(
            blackbook.hits(in: runner()) == [
                BlackbookHit(followed: FollowedName(.runner, "karuma kev"), matchedName: "Karuma Kev"),
                BlackbookHit(followed: FollowedName(.trainer, "T Monk"), matchedName: "Trevor Monk"),
            ])
    }
}
