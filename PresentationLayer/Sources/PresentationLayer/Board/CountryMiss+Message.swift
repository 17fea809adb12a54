import DomainLayer
import SharedUtils

extension CountryMiss {
    /// How many of the codes in hand a message lists before `…`.
    static let listedCodes = 20

    /// A note saying that nothing in `place` ("race on the board", "meeting on 2026-11-24") is
    /// from the code, what was probably meant, and which codes are there, such as `no race on the
    /// board is from JP; did you mean JPN? (codes there: AUS, JPN)`.
    public func diagnostic(noneIn place: String) -> Diagnostic {
        let code = ShownTextLimit.safe(code, limit: ShownTextLimit.id)
        var listed = present.prefix(Self.listedCodes).joined(separator: ", ")
        if present.count > Self.listedCodes { listed += ", …" }
        let guess = closest.first.map { "; did you mean \($0)?" } ?? ""
        return .note("no \(place) is from \(code)\(guess) (codes there: \(listed))")
    }
}
