/// The start times' column header: `Local` for the machine's own zone, and `Start` when `--tz`
/// chose the zone, which the output names elsewhere.
public enum StartColumnTitle {
    /// The header for the machine's own zone.
    public static let local = "Local"
    /// The header for a zone `--tz` chose.
    public static let chosenZone = "Start"

    /// The header for start times in the zone called `label` when `--tz` chose it, nil for the
    /// machine's own.
    public static func forZone(named label: String?) -> String {
        label == nil ? local : chosenZone
    }
}
