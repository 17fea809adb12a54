extension RaceCardEntrant {
    /// Reads the entrant object at `reader`; nil, with the value passed over, when it is not an
    /// object or has no name or no number in range (the feed sends some entrants as empty
    /// objects). Optional parts that are missing, of the wrong type or out of range are left nil.
    init?(reading reader: inout JSONReader, id: String, depth: Int) throws(JSONReader.SyntaxError) {
        guard try reader.nextKind() == .object else {
            try reader.skipValue(depth: depth)
            return nil
        }
        var number: Int?
        var name: String?
        var entrant = RaceCardEntrant(id: id, number: 0, name: "")
        let fieldDepth = depth + 1
        try reader.readObject(depth: depth) { reader, key throws(JSONReader.SyntaxError) in
            switch key {
            case "number":
                number = RaceCardLimits.checked(
                    try reader.readIntegerIfPresent(depth: fieldDepth), in: RaceCardLimits.smallNumbers)
            case "name": name = try reader.readStringIfPresent(depth: fieldDepth)
            case "barrier":
                entrant.barrier = RaceCardLimits.checked(
                    try reader.readIntegerIfPresent(depth: fieldDepth), in: RaceCardLimits.smallNumbers)
            case "is_scratched":
                entrant.isScratched = try reader.readBoolIfPresent(depth: fieldDepth) ?? false
            case "is_emergency":
                entrant.isEmergency = try reader.readBoolIfPresent(depth: fieldDepth) ?? false
            case "scratch_time":
                entrant.scratchTime = try RaceCardDocument.readDate(&reader, depth: fieldDepth)
            case "form_summary": try entrant.readFormSummary(&reader, depth: fieldDepth)
            default: try reader.skipValue(depth: fieldDepth)
            }
        }
        guard let number, let name, !name.isEmpty else { return nil }
        entrant.number = number
        entrant.name = name
        self = entrant
    }

    /// Reads rider, trainer, last starts, weight and comment from `form_summary`.
    private mutating func readFormSummary(_ reader: inout JSONReader, depth: Int) throws(JSONReader
        .SyntaxError)
    {
        guard try reader.nextKind() == .object else { return try reader.skipValue(depth: depth) }
        var riderOrDriver: String?
        var jockey: String?
        let fieldDepth = depth + 1
        try reader.readObject(depth: depth) { reader, key throws(JSONReader.SyntaxError) in
            switch key {
            case "riderOrDriver": riderOrDriver = try reader.readStringIfPresent(depth: fieldDepth)
            // Some cards name the jockey here; others send an object of allowances.
            case "jockey": jockey = try reader.readStringIfPresent(depth: fieldDepth)
            case "trainerName": trainer = try reader.readStringIfPresent(depth: fieldDepth)
            case "last20Starts": lastStarts = try reader.readStringIfPresent(depth: fieldDepth)
            case "handicapWeight":
                weight = RaceCardLimits.checked(
                    try reader.readNumberIfPresent(depth: fieldDepth), in: RaceCardLimits.weights)
            case "entrantComment": comment = try reader.readStringIfPresent(depth: fieldDepth)
            default: try reader.skipValue(depth: fieldDepth)
            }
        }
        rider = [riderOrDriver, jockey].compactMap { $0 }.first { !$0.isEmpty }
    }
}
