extension JSONReader {
    /// The strings of the array whose value is at `depth`; other elements are left out, and a
    /// value that is not an array is skipped and reads as none.
    mutating func readStrings(depth: Int) throws(SyntaxError) -> [String] {
        guard try nextKind() == .array else {
            try skipValue(depth: depth)
            return []
        }
        var strings: [String] = []
        try readArray(depth: depth) { reader throws(SyntaxError) in
            if let string = try reader.readStringIfPresent(depth: depth + 1) { strings.append(string) }
        }
        return strings
    }
}
