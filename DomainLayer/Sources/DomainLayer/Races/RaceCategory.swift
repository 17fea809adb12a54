/// The three kinds of racing the Neds feed lists.
public enum RaceCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    case horse
    case greyhound
    case harness

    /// The id the Neds API gives the category.
    public var categoryID: String {
        switch self {
        case .horse: "4a2788f8-e825-4d36-9894-efd4baf1cfae"
        case .greyhound: "9daef0d7-bf3c-4f50-921d-8e818c60fe61"
        case .harness: "161d9be2-e909-4326-8c2c-35ed71fb460b"
        }
    }

    /// The category with the API id `categoryID`, or nil for an id the app does not know.
    public init?(categoryID: String) {
        // The feed writes the ids in lower case; lowercasing (a copy) is only for other spellings.
        guard
            let match = Self.allCases.first(where: { $0.categoryID == categoryID })
                ?? Self.allCases.first(where: { $0.categoryID == categoryID.lowercased() })
        else { return nil }
        self = match
    }

    /// Orders categories as `allCases` lists them: horse, greyhound, harness.
    public static func < (lhs: RaceCategory, rhs: RaceCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
