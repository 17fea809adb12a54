import DomainLayer
import PresentationLayer
import Testing

/// What `nexttogo star`, `unstar` and `s` in watch mode say a star change did.
@Suite struct StarChangeMessageTests {
    @Test func messagesTakeOutWhatCouldSteerATerminal() {
        #expect(StarStore.Change.starred("Flem\u{1B}[2Jington\u{07}").message == "Starred Flemington.")
        #expect(
            StarStore.Change.alreadyStarred("A\u{1B}]0;x\u{07}scot").message == "Ascot is already starred.")
        #expect(StarStore.Change.unstarred("Rand\u{202E}wick").message == "Unstarred Randwick.")
        #expect(StarStore.Change.notStarred("\u{9B}31mAscot").message == "Ascot is not starred.")
    }

    @Test func aNameEndingInAFullStopEndsTheSentenceWithIt() {
        #expect(StarStore.Change.starred("Newcastle Bags.").message == "Starred Newcastle Bags.")
        #expect(StarStore.Change.unstarred("Newcastle Bags.").message == "Unstarred Newcastle Bags.")
        #expect(StarStore.Change.starred("Newcastle Bags").message == "Starred Newcastle Bags.")
    }
}
