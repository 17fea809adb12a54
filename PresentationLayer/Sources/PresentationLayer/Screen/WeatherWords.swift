/// The weather as a punter reads it, wherever it shows (a race's details, the racing day): the
/// codes the API shortens spelled out, and shouted words in sentence case.
enum WeatherWords {
    /// The weather codes the API shortens, spelled out.
    private static let codes = ["OCAST": "Overcast", "SHWRY": "Showery", "FINE": "Fine"]

    /// The weather in words: `OCAST` as `Overcast`, `FINE` as `Fine`, `CLOUDY` as `Cloudy`; mixed
    /// case as it is.
    static func spelled(_ text: String) -> String {
        if let spelled = codes[text.uppercased()] { return spelled }
        guard text == text.uppercased(), text != text.lowercased() else { return text }
        return text.prefix(1) + text.dropFirst().lowercased()
    }
}
