import PresentationLayer

/// Turns the bytes typed on a terminal into keys, however its reads split them.
///
/// The arrows arrive as escape sequences: `ESC [ A` and `ESC [ B`, or `ESC O A` and `ESC O B`
/// when the terminal is in application cursor mode; with a modifier, `ESC [ 1 ; 2 A`. Page Up
/// and Page Down arrive as `ESC [ 5 ~` and `ESC [ 6 ~`, which the help scrolls by. A
/// sequence may be split across reads, so the decoder remembers where it is in one until the
/// rest comes. Escape pressed on its own sends the same `ESC` that starts a sequence; only time
/// tells them apart, so when the bytes end inside a sequence the reader waits briefly for more
/// and, if none comes, calls `flush()`.
///
/// Every other escape sequence means nothing to watch mode and is dropped whole, whatever its
/// length, so that none of its bytes is ever read as a key (a `q` in a terminal's answer must
/// not quit): control sequences with any number of parameters, an X10 mouse report (`ESC [ M`
/// then three raw bytes, which may be letters), and the strings a terminal sends back (OSC
/// `ESC ]` up to BEL or ST, and DCS `ESC P`, SOS `ESC X`, PM `ESC ^`, APC `ESC _` up to ST,
/// `ESC \`). Only the state is kept, never the bytes, so a string of any length takes no memory.
struct KeyDecoder: Sendable {
    private static let escape: UInt8 = 0x1B
    private static let bell: UInt8 = 0x07
    private static let controlSequenceIntroducer = UInt8(ascii: "[")
    private static let singleShiftThree = UInt8(ascii: "O")
    /// The second byte of the string terminator, `ESC \`.
    private static let stringTerminator = UInt8(ascii: "\\")
    private static let operatingSystemCommand = UInt8(ascii: "]")
    /// DCS, SOS, PM and APC: strings that end only with the string terminator.
    private static let otherStringIntroducers: Set<UInt8> = [
        UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"),
    ]
    /// The final byte of an X10 mouse report's introducer, `ESC [ M`.
    private static let mouseReport = UInt8(ascii: "M")
    /// The raw bytes after `ESC [ M`: the button, the column and the row.
    private static let mouseReportLength = 3

    /// Where the decoder is in the bytes.
    private enum State: Sendable, Equatable {
        /// Between keys.
        case ground
        /// After an `ESC`: Escape on its own, or the start of a sequence.
        case escape
        /// After `ESC` and the byte that says which sequence follows (such as `[`), with nothing
        /// after them yet.
        case introduced(UInt8)
        /// Inside a control sequence, after one or more of its parameter or intermediate bytes;
        /// `only` is the first of them while it is the only one, which tells the page keys apart.
        case controlSequenceParameters(only: UInt8?)
        /// Inside an X10 mouse report, with this many of its raw bytes still to come.
        case mouseReport(remaining: Int)
        /// Inside a string; `endsAtBell` for an OSC, which BEL may end as well as ST, and
        /// `afterEscape` when its last byte was the `ESC` that may start ST.
        case string(endsAtBell: Bool, afterEscape: Bool)
    }

    private var state = State.ground

    /// True when the bytes so far end inside an escape sequence, or in an `ESC` that may be
    /// Escape on its own: the rest of a sequence follows at once, so wait briefly for it.
    var isWaitingForMore: Bool { state != .ground }

    /// The keys `bytes` complete, remembering where they end inside an escape sequence.
    mutating func keys(from bytes: some Sequence<UInt8>) -> [WatchKey] {
        var keys: [WatchKey] = []
        for byte in bytes {
            keys += take(byte)
        }
        return keys
    }

    /// The keys for what is held back when nothing more comes: `ESC` alone is Escape, and `ESC`
    /// with only the byte after it is Escape and that key (as Alt with a key sends). A sequence
    /// cut off further in is dropped: its start has already been taken as a sequence.
    mutating func flush() -> [WatchKey] {
        defer { state = .ground }
        switch state {
        case .escape: return [.escape]
        case .introduced(let byte): return [.escape, Self.plainKey(byte)]
        default: return []
        }
    }

    private mutating func take(_ byte: UInt8) -> [WatchKey] {
        switch state {
        case .ground:
            if byte == Self.escape {
                state = .escape
                return []
            }
            return [Self.plainKey(byte)]
        case .escape:
            if byte == Self.controlSequenceIntroducer || byte == Self.singleShiftThree
                || byte == Self.operatingSystemCommand || Self.otherStringIntroducers.contains(byte)
            {
                state = .introduced(byte)
                return []
            }
            // `ESC` followed by anything else was Escape, then a key of its own.
            state = .ground
            return [.escape] + take(byte)
        case .introduced(Self.controlSequenceIntroducer):
            return continueControlSequence(with: byte, parameter: nil, hasParameters: false)
        case .introduced(Self.singleShiftThree):
            return finishSingleShift(with: byte)
        case .introduced(let introducer):
            state = .string(endsAtBell: introducer == Self.operatingSystemCommand, afterEscape: false)
            return take(byte)
        case .controlSequenceParameters(let only):
            return continueControlSequence(with: byte, parameter: only, hasParameters: true)
        case .mouseReport(let remaining):
            state = remaining > 1 ? .mouseReport(remaining: remaining - 1) : .ground
            return []
        case .string(let endsAtBell, let afterEscape):
            return continueString(with: byte, endsAtBell: endsAtBell, afterEscape: afterEscape)
        }
    }

    /// Takes the next byte of a sequence begun with `ESC [`: parameter and intermediate bytes,
    /// as many as come, then a final byte; `parameter` is the one byte after `ESC [` so far, if
    /// that is all there is.
    private mutating func continueControlSequence(with byte: UInt8, parameter: UInt8?, hasParameters: Bool)
        -> [WatchKey]
    {
        if (0x20...0x3F).contains(byte) {
            state = .controlSequenceParameters(only: hasParameters ? nil : byte)
            return []
        }
        state = .ground
        guard (0x40...0x7E).contains(byte) else {
            // Not a sequence after all: what came so far is dropped, the byte read afresh.
            return take(byte)
        }
        switch byte {
        case Self.mouseReport where !hasParameters:
            state = .mouseReport(remaining: Self.mouseReportLength)
            return []
        case UInt8(ascii: "A"): return [.up]
        case UInt8(ascii: "B"): return [.down]
        case UInt8(ascii: "~") where parameter == UInt8(ascii: "5"): return [.pageUp]
        case UInt8(ascii: "~") where parameter == UInt8(ascii: "6"): return [.pageDown]
        default: return []
        }
    }

    /// Takes the byte after `ESC O`, which ends the sequence.
    private mutating func finishSingleShift(with byte: UInt8) -> [WatchKey] {
        state = .ground
        guard (0x40...0x7E).contains(byte) else { return take(byte) }
        switch byte {
        case UInt8(ascii: "A"): return [.up]
        case UInt8(ascii: "B"): return [.down]
        default: return []
        }
    }

    /// Takes the next byte of a string, which is dropped; the string ends at ST (`ESC \`), or
    /// for an OSC at BEL too.
    private mutating func continueString(with byte: UInt8, endsAtBell: Bool, afterEscape: Bool) -> [WatchKey]
    {
        if afterEscape {
            if byte == Self.stringTerminator {
                state = .ground
                return []
            }
            // An `ESC` that is not ST cancels the string and starts a sequence of its own.
            state = .escape
            return take(byte)
        }
        if byte == Self.escape {
            state = .string(endsAtBell: endsAtBell, afterEscape: true)
        } else if endsAtBell, byte == Self.bell {
            state = .ground
        }
        return []
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
