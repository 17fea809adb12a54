/// A venue as the racing API's bodies give it, race cards and meetings alike; nil parts were
/// missing or of the wrong type.
struct VenueEntry {
    var name: String?
    var state: String?
    var country: String?

    /// Reads the venue whose value is at `depth`; a value that is not an object is skipped and
    /// reads as a venue of nothing.
    static func read(_ reader: inout JSONReader, depth: Int) throws(JSONReader.SyntaxError) -> VenueEntry {
        var venue = VenueEntry()
        guard try reader.nextKind() == .object else {
            try reader.skipValue(depth: depth)
            return venue
        }
        try reader.readObject(depth: depth) { reader, key throws(JSONReader.SyntaxError) in
            switch key {
            case "name": venue.name = try reader.readStringIfPresent(depth: depth + 1)
            case "state": venue.state = try reader.readStringIfPresent(depth: depth + 1)
            case "country": venue.country = try reader.readStringIfPresent(depth: depth + 1)
            default: try reader.skipValue(depth: depth + 1)
            }
        }
        return venue
    }
}
