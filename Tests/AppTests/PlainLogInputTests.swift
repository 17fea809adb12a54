import Testing

@testable import NextToGoCLI

/// The lines typed under the plain change log.
@Suite struct PlainLogInputTests {
    @Test(arguments: ["q", "Q", "  q "])
    func aLineThatReadsQQuitsAtItsEnd(line: String) {
        var input = PlainLogInput()
        var decoder = KeyDecoder()
        let keys = decoder.keys(from: Array((line + "\n").utf8))

        #expect(keys.dropLast().allSatisfy { !input.quits(after: $0) }, "nothing quits before the line ends")
        #expect(keys.last.map { input.quits(after: $0) } == true)
    }

    @Test(arguments: ["", "quit", "qq", "x q", "r"])
    func anyOtherLineMeansNothing(line: String) {
        var input = PlainLogInput()
        var decoder = KeyDecoder()

        let quits = decoder.keys(from: Array((line + "\n").utf8)).map { input.quits(after: $0) }

        #expect(!quits.contains(true))
    }

    @Test func eachLineIsReadAfresh() {
        var input = PlainLogInput()
        var decoder = KeyDecoder()

        let quits = decoder.keys(from: Array("x\nq\n".utf8)).map { input.quits(after: $0) }

        #expect(quits == [false, false, false, true])
    }
}
