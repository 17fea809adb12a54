extension RaceForm {
    /// Reads the `race_form` object at `reader`; a part that is missing or of the wrong type is
    /// left nil, and a value that is not an object is an empty form.
    init(reading reader: inout JSONReader, depth: Int) throws(JSONReader.SyntaxError) {
        self.init()
        guard try reader.nextKind() == .object else {
            try reader.skipValue(depth: depth)
            return
        }
        let fieldDepth = depth + 1
        try reader.readObject(depth: depth) { reader, key throws(JSONReader.SyntaxError) in
            switch key {
            case "distance": distance = try reader.readIntegerIfPresent(depth: fieldDepth)
            case "distance_type":
                distanceUnit = try reader.readStringMember("short_name", depth: fieldDepth)
            case "track_condition":
                trackCondition = try reader.readStringMember("name", depth: fieldDepth)
            case "weather": weather = try reader.readStringMember("name", depth: fieldDepth)
            case "race_comment": comment = try reader.readStringIfPresent(depth: fieldDepth)
            case "additional_data":
                if let document = try reader.readStringIfPresent(depth: fieldDepth) {
                    readAdditionalData(document)
                }
            default: try reader.skipValue(depth: fieldDepth)
            }
        }
    }

    /// Takes class, start type and prize money from `additional_data`, a JSON document the feed
    /// sends inside a string; a document that does not parse adds nothing, and prize money
    /// outside `plausiblePrizeMoney` is left out.
    private mutating func readAdditionalData(_ document: String) {
        var document = document
        let info = document.withUTF8 { bytes in
            var reader = JSONReader(UnsafeRawBufferPointer(bytes))
            return try? RevealedRaceInfo(reading: &reader)
        }
        raceClass = info?.raceClass
        startType = info?.startType
        prizeMoney = info?.prizeMoney.flatMap { Self.plausiblePrizeMoney.contains($0) ? $0 : nil }
    }
}

/// `additional_data.revealed_race_info`: the parts of it the program shows.
private struct RevealedRaceInfo {
    var raceClass: String?
    var startType: String?
    var prizeMoney: Double?

    init(reading reader: inout JSONReader) throws(JSONReader.SyntaxError) {
        guard try reader.nextKind() == .object else {
            try reader.skipValue(depth: 0)
            return
        }
        try reader.readObject(depth: 0) { reader, key throws(JSONReader.SyntaxError) in
            guard key == "revealed_race_info", try reader.nextKind() == .object else {
                return try reader.skipValue(depth: 1)
            }
            try reader.readObject(depth: 1) { reader, key throws(JSONReader.SyntaxError) in
                switch key {
                case "class": raceClass = try reader.readStringIfPresent(depth: 2)
                case "start_type": startType = try reader.readStringIfPresent(depth: 2)
                case "prizemonies": prizeMoney = try reader.readNumberMember("total_value", depth: 2)
                default: try reader.skipValue(depth: 2)
                }
            }
        }
        try reader.expectEnd()
    }
}
