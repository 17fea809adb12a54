import DataLayer

extension SavedConfig {
    /// The price-move threshold of `"price_moves"`: `{"percent": 20, "window": "30m"}`, each
    /// optional, the other standard.
    /// - Throws: `Problem` when it is not such an object, or a value is out of its range.
    static func priceMoves(from value: JSONValue) throws(Problem) -> PriceMoveSettings {
        let range = PriceMoveThreshold.percentRange
        let problem = Problem(
            reason: #""price_moves" must be an object such as {"percent": 20, "window": "30m"}, "#
                + "with a whole percent from \(range.lowerBound) to \(range.upperBound) and a window "
                + PriceMoveThreshold.windowRangeText)
        guard case .object(let members) = value, Set(members.keys).isSubset(of: ["percent", "window"])
        else { throw problem }
        var settings = PriceMoveSettings()
        if let percent = members["percent"] {
            guard case .integer(let value) = percent, range.contains(value) else { throw problem }
            settings.percent = value
        }
        if let window = members["window"] {
            guard case .string(let text) = window, let duration = PriceMoveThreshold.window(from: text)
            else { throw problem }
            settings.window = duration
        }
        return settings
    }
}
