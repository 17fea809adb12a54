import Foundation
import PresentationLayer

/// The lines a person types under the plain change log when stdin is a terminal: `q` then Enter
/// quits, as the terminal sends a whole line at a time; other lines mean nothing.
struct PlainLogInput {
    private var line: [UInt8] = []

    /// True when `key` ends a line that reads `q` (in either case, spaces around it ignored).
    mutating func quits(after key: WatchKey) -> Bool {
        switch key {
        case .byte(let byte):
            line.append(byte)
            return false
        case .enter:
            defer { line = [] }
            let word = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            return word.lowercased() == "q"
        case .up, .down, .pageUp, .pageDown, .escape, .backspace:
            return false
        }
    }
}
