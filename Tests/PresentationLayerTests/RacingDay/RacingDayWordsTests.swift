import DomainLayer
import Testing

@testable import PresentationLayer

/// The racing day's values in a punter's words.
@Suite struct RacingDayWordsTests {
    @Test(arguments: [
        ("OCAST", "Overcast"), ("SHWRY", "Showery"), ("FINE", "Fine"), ("Fine", "Fine"),
        ("CLOUDY", "Cloudy"), ("Sunny Intervals", "Sunny Intervals"),
    ])
    func weatherCodesAndShoutingBecomeWords(raw: String, words: String) {
        #expect(WeatherWords.spelled(raw) == words)
    }

    @Test(arguments: [("Good4", "Good 4"), ("Heavy10", "Heavy 10"), ("Good", "Good"), ("Good 4", "Good 4")])
    func aTracksRatingStandsApartFromItsWord(raw: String, words: String) {
        #expect(TrackWords.spelled(raw) == words)
    }

    @Test(arguments: [
        ("EarlyQuadrella", "Early quadrella"), ("Quadrella", "Quadrella"),
        ("RunningDouble", "Running double"),
        ("Big 6", "Big 6"),
    ])
    func aCompoundBetsRawNameBecomesWords(raw: String, words: String) {
        #expect(RacingDayWords.compoundName(raw) == words)
    }

    @Test func raceNumbersReadAsARunWhenTheyFollowOneAnother() {
        #expect(RacingDayWords.raceNumbers([5, 6, 7, 8]) == "R5–R8")
        #expect(RacingDayWords.raceNumbers([6]) == "R6")
        #expect(RacingDayWords.raceNumbers([1, 3, 5]) == "R1, R3, R5")
        #expect(
            RacingDayWords.compound(CompoundBet(name: "Quadrella", raceNumbers: [5, 6, 7, 8]))
                == "Quadrella R5–R8")
    }

    @Test func placingsReadAsAResultWithDeadHeatsTogether() {
        #expect(RacingDayWords.placings(Placing.placings([[9], [2], [8]])) == "1st 9  2nd 2  3rd 8")
        #expect(RacingDayWords.placings(Placing.placings([[5], [7, 6], [4]])) == "1st 5  2nd 7 6  4th 4")
        #expect(RacingDayWords.placings([]) == "")
    }

    @Test(arguments: [
        (1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (21, "21st"),
    ])
    func ordinalsHaveTheirSuffixes(number: Int, ordinal: String) {
        #expect(RacingDayWords.ordinal(number) == ordinal)
    }
}
