import SharedUtils
import Testing

@Suite struct IntSaturatingTests {
    @Test(arguments: [
        (0.0, 0), (41.9, 41), (-41.9, -41), (1e15, 1_000_000_000_000_000),
        (-9_007_199_254_740_992.0, -9_007_199_254_740_992),
    ])
    func convertsAValueInRangeAsIntDoes(value: Double, expected: Int) {
        #expect(Int(saturating: value) == expected)
    }

    @Test(arguments: [9.3e18, 1e20, 1e308, Double(Int.max), .infinity])
    func holdsAValueAboveTheRangeAtIntMax(value: Double) {
        #expect(Int(saturating: value) == .max)
    }

    @Test(arguments: [-9.3e18, -1e20, -1e308, -.infinity])
    func holdsAValueBelowTheRangeAtIntMin(value: Double) {
        #expect(Int(saturating: value) == .min)
    }

    @Test func readsNaNAsZero() {
        #expect(Int(saturating: .nan) == 0)
        #expect(Int(saturating: -.nan) == 0)
    }

    @Test func keepsIntMinItself() {
        #expect(Int(saturating: Double(Int.min)) == .min)
    }
}
