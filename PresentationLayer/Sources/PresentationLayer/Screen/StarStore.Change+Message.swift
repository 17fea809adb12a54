import DomainLayer
import SharedUtils

extension StarStore.Change {
    /// The change as a sentence to print, with anything that could steer a terminal taken out of
    /// the name: `Starred Happy Valley.`
    /// A name that ends in a full stop (`Newcastle Bags.`) ends the sentence with it.
    public var message: String {
        switch self {
        case .starred(let name): Self.ended("Starred \(TerminalSafeText.sanitize(name))")
        case .alreadyStarred(let name): "\(TerminalSafeText.sanitize(name)) is already starred."
        case .unstarred(let name): Self.ended("Unstarred \(TerminalSafeText.sanitize(name))")
        case .notStarred(let name): "\(TerminalSafeText.sanitize(name)) is not starred."
        }
    }

    /// `sentence` with a full stop at its end, unless it has one.
    private static func ended(_ sentence: String) -> String {
        sentence.hasSuffix(".") ? sentence : sentence + "."
    }
}
