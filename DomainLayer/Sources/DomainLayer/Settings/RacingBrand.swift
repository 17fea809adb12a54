import DataLayer

/// The betting brands whose racing API nexttogo can ask, as `--brand` and the config file name
/// them: Neds and Ladbrokes, one platform at two roots.
public enum RacingBrand: String, Sendable, CaseIterable {
    /// Neds.
    case neds
    /// Ladbrokes Australia.
    case ladbrokes

    /// The brand asked when neither a flag nor the config file names one.
    public static let `default` = RacingBrand.neds

    /// The wire's brand, which knows the root.
    var wire: APIBrand {
        switch self {
        case .neds: .neds
        case .ladbrokes: .ladbrokes
        }
    }
}
