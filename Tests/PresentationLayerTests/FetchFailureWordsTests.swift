import DomainLayer
import PresentationLayer
import SharedUtils
import Testing

/// A failed fetch names what it asked for: the board's list of races, a racing day's meetings or a
/// race card, never the board's words for another route.
@Suite struct FetchFailureWordsTests {
    @Test func theBoardsWordsNameTheRaces() {
        #expect(
            FetchFailure.interrupted(host: "api.neds.com.au").message
                == "the connection to api.neds.com.au dropped before the races arrived")
        #expect(
            FetchFailure.responseTooLarge(limit: 5_000_000).message
                == "the racing API sent more than 5 MB, more than any list of races")
    }

    @Test func theMeetingsWordsNameTheMeetings() {
        #expect(
            FetchFailure.interrupted(host: "api.neds.com.au").message(about: .meetings)
                == "the connection to api.neds.com.au dropped before the meetings arrived")
        #expect(
            FetchFailure.invalidResponse(reason: "meetings is missing").message(about: .meetings)
                == "the racing API sent something that is not a racing day's meetings (meetings is missing)")
        #expect(
            FetchFailure.responseTooLarge(limit: 5_000_000).diagnostic(about: .meetings, offersDemo: true)
                == .error("the racing API sent more than 5 MB, more than any racing day"))
    }

    @Test func aCardsWordsNameTheCard() {
        #expect(
            RaceCardFetchError.fetch(.interrupted(host: "api.neds.com.au")).message
                == "the connection to api.neds.com.au dropped before the race card arrived")
        #expect(
            RaceCardFetchError.fetch(.invalidResponse(reason: "data is missing")).message
                == "the racing API sent something that is not a race card (data is missing)")
        #expect(
            RaceCardFetchError.fetch(.responseTooLarge(limit: 5_000_000)).message
                == "the racing API sent more than 5 MB, more than any race card")
    }
}
