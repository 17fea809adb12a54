/// Removes everything from untrusted text that could steer a terminal.
///
/// Race data comes from a remote API, so a meeting name could carry escape sequences that retitle
/// the window, clear the screen or reorder text with bidirectional overrides, or invisible
/// characters that make two different names look the same. `TerminalSafeText` drops whole escape
/// sequences (CSI, OSC, DCS and two-byte escapes), every other C0 and C1 control character, DEL,
/// and every invisible character: format characters (general category Cf: bidirectional marks and
/// overrides, zero-width space and joiners, word joiner, byte order mark, soft hyphen, tag
/// characters) and the rest of Unicode's default ignorables (variation selectors, Hangul
/// fillers). It turns tabs and line breaks into spaces, collapses runs of spaces and trims the
/// ends.
///
/// Emoji sequences lose their joiners and selectors on purpose: terminals disagree on how wide
/// `👨‍👩‍👧` or `❤️` is (one glyph of two columns, or each part drawn apart), so a table holding one
/// cannot line up everywhere. Without them, `👨👩👧` and `❤` take the same columns in every
/// terminal. Flags (pairs of regional indicators) need neither and stay whole; a subdivision
/// flag such as Scotland's, spelled with tag characters, becomes the plain black flag.
public enum TerminalSafeText {
    /// Returns `text` with control, bidirectional formatting and invisible characters removed.
    /// - Parameter text: Text from an untrusted source.
    /// - Returns: Text that prints as plain characters only.
    public static func sanitize(_ text: String) -> String {
        // Most names from the feed are plain ASCII already: keep them without copying.
        if isAlreadySafe(text) { return text }
        var output = String.UnicodeScalarView()
        var scanner = EscapeSequenceScanner()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            guard scanner.accepts(scalar) else { continue }
            if isWhitespace(scalar) {
                pendingSpace = !output.isEmpty
                continue
            }
            if isControlOrInvisible(scalar) { continue }
            if pendingSpace {
                output.append(" ")
                pendingSpace = false
            }
            output.append(scalar)
        }
        return String(output)
    }

    /// True when `text` is printable ASCII with single spaces between words and none at the
    /// ends: what `sanitize` would return unchanged.
    private static func isAlreadySafe(_ text: String) -> Bool {
        var afterSpace = true
        for byte in text.utf8 {
            switch byte {
            case 0x21...0x7E: afterSpace = false
            case 0x20 where !afterSpace: afterSpace = true
            default: return false
            }
        }
        return !afterSpace || text.isEmpty
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0xA0, 0x2028, 0x2029: true
        default: false
        }
    }

    private static func isControlOrInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        default:
            // Format characters include the bidirectional marks, embeddings, overrides and
            // isolates; the default ignorables add variation selectors and the Hangul fillers.
            let properties = scalar.properties
            return properties.generalCategory == .format || properties.isDefaultIgnorableCodePoint
        }
    }
}

/// Tracks whether the scanner is inside a terminal escape sequence, one scalar at a time.
private struct EscapeSequenceScanner {
    private enum State {
        case text
        case escape
        case controlSequence
        case string
        case stringEscape
    }

    private var state = State.text

    /// Returns true when `scalar` is ordinary text, false when it belongs to an escape sequence.
    mutating func accepts(_ scalar: Unicode.Scalar) -> Bool {
        switch state {
        case .text:
            switch scalar.value {
            case 0x1B: state = .escape
            case 0x9B: state = .controlSequence
            case 0x90, 0x9D, 0x9E, 0x9F: state = .string
            default: return true
            }
        case .escape:
            switch scalar {
            case "[": state = .controlSequence
            case "]", "P", "X", "^", "_": state = .string
            default: state = .text
            }
        case .controlSequence:
            // Parameters and intermediates run until a final byte in 0x40...0x7E.
            if (0x40...0x7E).contains(scalar.value) || !(0x20...0x3F).contains(scalar.value) {
                state = .text
            }
        case .string:
            switch scalar.value {
            case 0x07, 0x9C: state = .text
            case 0x1B: state = .stringEscape
            default: break
            }
        case .stringEscape:
            state = scalar == "\\" ? .text : .string
        }
        return false
    }
}
