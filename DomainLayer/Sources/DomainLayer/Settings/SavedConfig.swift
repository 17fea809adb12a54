import DataLayer
import Foundation

/// What the config file holds: starred meetings and default settings, read from the file's
/// document, which saving writes back with every key as it was written, even ones nexttogo does
/// not know.
///
/// ```json
/// { "stars": ["Flemington", "Happy Valley"], "filter": "horse,greyhound", "count": 8 }
/// ```
public struct SavedConfig: Sendable, Equatable {
    /// Why the file's contents cannot be used, as a clause such as `"count" must be …`.
    public struct Problem: Error, Equatable {
        /// The clause, such as `"count" must be a whole number from 1 to 50`.
        public let reason: String
    }

    /// The keys nexttogo knows; any other is reported as unknown, and kept as it is when saving.
    static let knownKeys: Set<String> = [
        "stars", "followed", "filter", "count", "country", "alert", "group", "brand", "alerts",
        "price_moves",
    ]

    /// A config with nothing in it, as when there is no file.
    public static let empty = SavedConfig()

    /// The starred meetings.
    public var stars = StarredMeetings.none {
        didSet { document.set("stars", toStrings: stars.names) }
    }
    /// The runners, jockeys and trainers followed.
    public var blackbook = Blackbook.none {
        didSet {
            document.set(
                "followed",
                toStringLists: FollowKind.allCases.compactMap { kind in
                    let names = blackbook.names(of: kind)
                    return names.isEmpty ? nil : (kind.listKey, names)
                })
        }
    }
    /// The default `--filter`, when set.
    public private(set) var filter: CategoryFilter?
    /// The default `--count`, when set.
    public private(set) var count: Int?
    /// The default `--country`, when set.
    public private(set) var countries: CountryFilter?
    /// The default `--alert`, when set.
    public private(set) var alert: Duration?
    /// The default for `--group`, when set.
    public private(set) var group: Bool?
    /// The default `--brand`, when set.
    public private(set) var brand: APIBrand?
    /// The channels `nexttogo alerts` sends to, unless flags name others; empty when none.
    public private(set) var alertChannels: [AlertChannel] = []
    /// The price-move threshold's parts set in `"price_moves"`; unset when not.
    public private(set) var priceMoves = PriceMoveSettings()
    /// The file's document, which saving writes.
    private(set) var document = ConfigDocument.empty

    private init() {}

    /// Reads a config file's bytes. Of a key written twice, the last counts, both here and when
    /// saving, which writes it alone, so the file saved means what the file read did.
    /// - Throws: `Problem` when they are not a JSON object, nest too deeply, or a known key's
    ///   value is not valid.
    public init(data: Data) throws(Problem) {
        let document: ConfigDocument
        do {
            document = try ConfigDocument(data: data)
        } catch {
            throw Problem(reason: error.description)
        }
        try self.init(document: document)
    }

    /// The settings `document` holds.
    /// - Throws: `Problem` when a known key's value is not valid.
    init(document: ConfigDocument) throws(Problem) {
        try self.init(starsIn: document)
        filter = try document["filter"].map(Self.filter(from:))
        count = try document["count"].map(Self.count(from:))
        countries = try document["country"].map(Self.countries(from:))
        alert = try document["alert"].map(Self.alert(from:))
        group = try document["group"].map(Self.group(from:))
        brand = try document["brand"].map(Self.brand(from:))
        alertChannels = try document["alerts"].map(Self.alertChannels(from:)) ?? []
        priceMoves = try document["price_moves"].map(Self.priceMoves(from:)) ?? PriceMoveSettings()
    }

    /// The stars and the blackbook `document` holds, with its settings left unread, so that a
    /// setting that is not valid never stops a star or a follow being saved; saving keeps each
    /// setting as it was written.
    /// - Throws: `Problem` when `"stars"` is not a list of names, or `"followed"` not the lists of
    ///   names the blackbook keeps.
    init(starsIn document: ConfigDocument) throws(Problem) {
        self.document = document
        if let value = document["stars"] {
            stars = try Self.stars(from: value)
        }
        if let value = document["followed"] {
            blackbook = try Self.blackbook(from: value)
        }
    }

    /// The keys in the file that nexttogo does not know, in alphabetical order.
    public var unknownKeys: [String] {
        document.keys.filter { !Self.knownKeys.contains($0) }.sorted()
    }

    private static func stars(from value: JSONValue) throws(Problem) -> StarredMeetings {
        guard case .array(let items) = value else {
            throw Problem(reason: #""stars" must be a list of meeting names"#)
        }
        var names: [String] = []
        for item in items {
            guard case .string(let name) = item else {
                throw Problem(reason: #""stars" must be a list of meeting names"#)
            }
            names.append(name)
        }
        return StarredMeetings(names)
    }

    private static func blackbook(from value: JSONValue) throws(Problem) -> Blackbook {
        let problem = Problem(
            reason: #""followed" must be an object of name lists, such as {"jockeys": ["James McDonald"]}, "#
                + "of at most \(Blackbook.capacity) names in all")
        guard case .object(let lists) = value,
            lists.keys.allSatisfy({ key in FollowKind.allCases.contains { $0.listKey == key } })
        else { throw problem }
        var entries: [FollowedName] = []
        for kind in FollowKind.allCases {
            guard let list = lists[kind.listKey] else { continue }
            guard case .array(let items) = list else { throw problem }
            for item in items {
                guard case .string(let name) = item else { throw problem }
                entries.append(FollowedName(kind, name))
            }
        }
        guard entries.count <= Blackbook.capacity else { throw problem }
        return Blackbook(entries)
    }

    private static func filter(from value: JSONValue) throws(Problem) -> CategoryFilter {
        let problem = Problem(
            reason: #""filter" must name horse, greyhound or harness, as a comma list or a list"#)
        var categories: [RaceCategory] = []
        for text in try texts(of: value, else: problem) {
            guard let list = RaceCategory.list(text) else { throw problem }
            categories += list
        }
        return CategoryFilter(categories)
    }

    private static func countries(from value: JSONValue) throws(Problem) -> CountryFilter {
        let problem = Problem(
            reason: #""country" must name country codes such as "aus,nz", as a comma list or a list"#)
        var codes: [String] = []
        for text in try texts(of: value, else: problem) {
            guard let list = CountryFilter.codes(text) else { throw problem }
            codes += list
        }
        return CountryFilter(codes)
    }

    /// The texts of a value written as one comma list (`"a,b"`) or as a list of them
    /// (`["a", "b"]`); anything else throws `problem`.
    private static func texts(of value: JSONValue, else problem: Problem) throws(Problem) -> [String] {
        switch value {
        case .string(let text): return [text]
        case .array(let items):
            return try items.map { item throws(Problem) in
                guard case .string(let text) = item else { throw problem }
                return text
            }
        default: throw problem
        }
    }

    private static func group(from value: JSONValue) throws(Problem) -> Bool {
        guard case .bool(let group) = value else {
            throw Problem(reason: #""group" must be true or false"#)
        }
        return group
    }

    private static func brand(from value: JSONValue) throws(Problem) -> APIBrand {
        guard case .string(let name) = value, let brand = APIBrand(rawValue: name.lowercased()) else {
            throw Problem(reason: #""brand" must be "neds" or "ladbrokes""#)
        }
        return brand
    }

    private static func count(from value: JSONValue) throws(Problem) -> Int {
        guard case .integer(let count) = value, BoardSettings.countRange.contains(count) else {
            throw Problem(
                reason: #""count" must be a whole number from 1 to \#(BoardSettings.countRange.upperBound)"#)
        }
        return count
    }

    private static func alert(from value: JSONValue) throws(Problem) -> Duration {
        guard case .string(let text) = value, let lead = AlertSettings.lead(from: text) else {
            throw Problem(
                reason:
                    #""alert" must be a duration \#(AlertSettings.leadRangeText), such as "90s", "5m" or "2m30s""#
            )
        }
        return lead
    }
}
