import Testing

@testable import PresentationLayer

/// A layout is composed again only when what it is laid out from changes.
@Suite struct LayoutMemoTests {
    @Test func theSameKeyGivesTheLastValueWithoutComposingAgain() {
        var memo = LayoutMemo<Int, String>()
        var composed: [Int] = []
        let compose = { (key: Int) -> String in
            composed.append(key)
            return "laid out \(key)"
        }

        #expect(memo.value(for: 80, compose: compose) == "laid out 80")
        #expect(memo.value(for: 80, compose: compose) == "laid out 80")
        #expect(memo.value(for: 60, compose: compose) == "laid out 60")
        #expect(memo.value(for: 80, compose: compose) == "laid out 80")

        #expect(composed == [80, 60, 80], "one composition per change of key, none per repeat")
    }
}
