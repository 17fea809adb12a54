/// A gzip body of zero bytes that inflates to about 158 times its own size, made on the spot so
/// that no large file sits in the repository.
///
/// The deflate stream is one block of fixed Huffman codes: a zero literal, then copies of
/// 258 bytes from one byte back, 13 bits per copy. It is a complete gzip file, with the CRC-32 and
/// size of what it inflates to, so any decoder reads it to the end without error.
public struct GzipBomb: Sendable {
    /// The gzip bytes.
    public let body: [UInt8]
    /// How many bytes the body inflates to.
    public let inflatedSize: Int

    /// Makes a bomb of about `compressedSize` bytes.
    public init(compressedSize: Int) {
        var opening = BitWriter()
        opening.write(1, bits: 1)  // BFINAL: the last block
        opening.write(1, bits: 2)  // BTYPE 01: fixed Huffman codes
        opening.writeCode(0x30, length: 8)  // literal 0
        opening.writeCopy()  // 3 + 8 + 13 bits: the stream is byte aligned
        var period = BitWriter()
        for _ in 0..<8 { period.writeCopy() }  // 8 copies of 13 bits fill 13 bytes exactly
        let periods = max(1, (compressedSize - 24) / period.bytes.count)
        var copies = [UInt8]()
        copies.reserveCapacity(periods * period.bytes.count)
        copies += period.bytes
        while copies.count < periods * period.bytes.count {
            copies += copies.prefix(periods * period.bytes.count - copies.count)
        }
        let inflatedSize = 1 + 258 * (1 + 8 * periods)
        let header: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
        // End of block: code 256 is seven zero bits, padded to a byte.
        let endOfBlock: [UInt8] = [0]
        let trailer =
            Self.littleEndian(Self.crc32OfZeros(count: inflatedSize))
            + Self.littleEndian(UInt32(truncatingIfNeeded: inflatedSize))
        body = header + opening.bytes + copies + endOfBlock + trailer
        self.inflatedSize = inflatedSize
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }

    /// The CRC-32 of `count` zero bytes, by squaring the operator that feeds the register one
    /// zero bit (as zlib's `crc32_combine` does), so it takes microseconds whatever the count.
    static func crc32OfZeros(count: Int) -> UInt32 {
        var odd = [UInt32](repeating: 0, count: 32)
        odd[0] = 0xEDB8_8320
        for bit in 1..<32 { odd[bit] = 1 << (bit - 1) }
        var even = square(odd)  // two zero bits
        odd = square(even)  // four zero bits
        var register: UInt32 = 0xFFFF_FFFF
        var remaining = count
        while remaining > 0 {
            even = square(odd)
            if remaining & 1 == 1 { register = apply(even, to: register) }
            remaining >>= 1
            guard remaining > 0 else { break }
            odd = square(even)
            if remaining & 1 == 1 { register = apply(odd, to: register) }
            remaining >>= 1
        }
        return register ^ 0xFFFF_FFFF
    }

    private static func apply(_ matrix: [UInt32], to vector: UInt32) -> UInt32 {
        var sum: UInt32 = 0
        var vector = vector
        var row = 0
        while vector != 0 {
            if vector & 1 == 1 { sum ^= matrix[row] }
            vector >>= 1
            row += 1
        }
        return sum
    }

    private static func square(_ matrix: [UInt32]) -> [UInt32] {
        matrix.map { apply(matrix, to: $0) }
    }

    /// Packs deflate bits into bytes, least significant bit first.
    private struct BitWriter {
        var bytes: [UInt8] = []
        private var used = 0

        /// Writes the low `bits` bits of `value`, least significant first, as deflate header
        /// fields are written.
        mutating func write(_ value: UInt32, bits: Int) {
            for index in 0..<bits {
                if used == 0 { bytes.append(0) }
                bytes[bytes.count - 1] |= UInt8((value >> index) & 1) << used
                used = (used + 1) % 8
            }
        }

        /// Writes a Huffman code, most significant bit first, as deflate codes are written.
        mutating func writeCode(_ code: UInt32, length: Int) {
            for index in (0..<length).reversed() {
                write((code >> index) & 1, bits: 1)
            }
        }

        /// Writes one copy of 258 bytes from one byte back: length code 285, distance code 0.
        mutating func writeCopy() {
            writeCode(0xC5, length: 8)
            writeCode(0, length: 5)
        }
    }
}
