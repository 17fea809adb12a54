import DomainLayer
import SharedUtils

extension StarStore.Change {
    /// The change as a sentence to print, with anything that could steer a terminal taken out of
    /// the name: `Starred Happy Valley.`
    public var message: String {
        switch self {
        case .starred(let name): "Starred \(TerminalSafeText.sanitize(name))."
        case .alreadyStarred(let name): "\(TerminalSafeText.sanitize(name)) is already starred."
        case .unstarred(let name): "Unstarred \(TerminalSafeText.sanitize(name))."
        case .notStarred(let name): "\(TerminalSafeText.sanitize(name)) is not starred."
        }
    }
}
