import PresentationLayer

/// Turns the bytes typed on a terminal into keys, however its reads split them.
///
/// The arrows arrive as escape sequences: `ESC [ A` and `ESC [ B`, or `ESC O A` and `ESC O B`
/// when the terminal is in application cursor mode; with a modifier, `ESC [ 1 ; 2 A`. A
/// sequence may be split across reads, so its start is held back until the rest comes. Escape
/// pressed on its own sends the same `ESC` that starts a sequence; only time tells them apart,
/// so when the bytes end inside a sequence the reader waits briefly for more and, if none comes,
/// calls `flush()`. Other escape sequences (the other arrows, function keys) mean nothing to
/// watch mode and are dropped whole, so their bytes are never read as letters.
struct KeyDecoder: Sendable {
    private static let escape: UInt8 = 0x1B
    private static let controlSequenceIntroducer = UInt8(ascii: "[")
    private static let singleShiftThree = UInt8(ascii: "O")
    /// A sequence longer than this is no key watch mode knows; it is dropped.
    private static let longestSequence = 16

    private var pending: [UInt8] = []

    /// True when the bytes so far end inside an escape sequence, or in an `ESC` that may be
    /// Escape on its own: the rest of a sequence follows at once, so wait briefly for it.
    var isWaitingForMore: Bool { !pending.isEmpty }

    /// The keys `bytes` complete, holding back the start of an escape sequence they end in.
    mutating func keys(from bytes: some Sequence<UInt8>) -> [WatchKey] {
        var keys: [WatchKey] = []
        for byte in bytes {
            keys += take(byte)
        }
        return keys
    }

    /// The keys for what is held back when nothing more comes: `ESC` alone is Escape, and the
    /// bytes after it in an unfinished sequence are keys of their own.
    mutating func flush() -> [WatchKey] {
        guard let first = pending.first, first == Self.escape else { return [] }
        let rest = pending.dropFirst()
        pending = []
        return [.escape] + rest.map(Self.plainKey)
    }

    private mutating func take(_ byte: UInt8) -> [WatchKey] {
        switch pending.count {
        case 0:
            if byte == Self.escape {
                pending = [byte]
                return []
            }
            return [Self.plainKey(byte)]
        case 1:
            if byte == Self.controlSequenceIntroducer || byte == Self.singleShiftThree {
                pending.append(byte)
                return []
            }
            // `ESC` followed by anything else was Escape, then a key of its own.
            pending = []
            return [.escape] + take(byte)
        default:
            return continueSequence(with: byte)
        }
    }

    /// Takes the next byte of a sequence begun with `ESC [` or `ESC O`.
    private mutating func continueSequence(with byte: UInt8) -> [WatchKey] {
        let isControlSequence = pending[1] == Self.controlSequenceIntroducer
        // A control sequence's parameter and intermediate bytes come before its final byte.
        if isControlSequence, (0x20...0x3F).contains(byte), pending.count < Self.longestSequence {
            pending.append(byte)
            return []
        }
        pending = []
        guard (0x40...0x7E).contains(byte) else {
            // Not a sequence after all: what came so far is dropped, the byte read afresh.
            return take(byte)
        }
        switch byte {
        case UInt8(ascii: "A"): return [.up]
        case UInt8(ascii: "B"): return [.down]
        default: return []
        }
    }

    /// The key for a byte outside an escape sequence.
    private static func plainKey(_ byte: UInt8) -> WatchKey {
        switch byte {
        case 0x0D, 0x0A: .enter
        case 0x7F, 0x08: .backspace
        default: .byte(byte)
        }
    }
}
