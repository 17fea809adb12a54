import DomainLayer
import Foundation

/// What `/healthz` says of the board: whether the racing API has ever answered, when it last
/// did, and whether the board is stale now (the latest fetch failed).
public struct BoardHealth: Sendable, Equatable {
    /// When races last arrived; nil until they first do.
    public let updatedAt: Date?
    /// True when the latest fetch failed.
    public let isStale: Bool
    /// Why the latest fetch failed, in words; nil when it did not.
    public let failure: String?
    /// How many screens follow the board's changes now.
    public let screens: Int
    /// Where the board is published (`serve --publish`), and how that goes; nil when it is not.
    public let publishing: Publishing?

    /// Where the board is published, and why posts fail while they do.
    public struct Publishing: Sendable, Equatable, Encodable {
        /// The Nchan publisher location.
        public let to: String
        /// Why the latest post failed; nil once one gets through.
        @NullWhenAbsent public var failure: String?

        /// Publishing to `to`, its latest post failed for `failure` (nil when it got through).
        public init(to: String, failure: String?) {
            self.to = to
            self.failure = failure
        }
    }

    /// The health of `snapshot`, the board's latest (nil before its first fetch ends), with
    /// `screens` following it, published as `publishing` says.
    public init(snapshot: NextRacesSnapshot?, screens: Int = 0, publishing: Publishing? = nil) {
        updatedAt = snapshot?.updatedAt
        isStale = snapshot?.isStale ?? false
        failure = snapshot?.failure?.message
        self.screens = screens
        self.publishing = publishing
    }

    /// True once the racing API has answered with races.
    public var hasAnswered: Bool { updatedAt != nil }

    /// The record as JSON: `status` (`ok`, `stale` or `no data`), `updated_at` (ISO 8601 UTC, or
    /// null), `stale`, `failure` (or null) and `screens`; and, when the board is published,
    /// `publish` (`to`, and `failure` or null).
    public func json() -> String {
        let status = !hasAnswered ? "no data" : isStale ? "stale" : "ok"
        let record = Record(
            status: status, updatedAt: updatedAt.map { $0.ISO8601Format() }, stale: isStale, failure: failure,
            screens: screens, publish: publishing)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(record)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    private struct Record: Encodable {
        let status: String
        @NullWhenAbsent var updatedAt: String?
        let stale: Bool
        @NullWhenAbsent var failure: String?
        let screens: Int
        let publish: Publishing?

        enum CodingKeys: String, CodingKey {
            case status
            case updatedAt = "updated_at"
            case stale, failure, screens, publish
        }
    }
}
