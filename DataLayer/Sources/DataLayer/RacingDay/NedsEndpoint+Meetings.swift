import Foundation
import SharedUtils

extension NedsEndpoint {
    /// The URL of the racing day `date`'s meetings as the API reckons the day in `timeZone`:
    /// `{api}/v2/racing/meeting?date=YYYY-MM-DD&timezone=<IANA zone>`, the zone percent-encoded
    /// (its `/` too) so no name can add a parameter.
    public func meetingsURL(date: CalendarDate, timeZone: TimeZone) -> URL {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+#?/")
        let zone = timeZone.identifier.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
        return URL(string: apiRoot.absoluteString + "/v2/racing/meeting?date=\(date)&timezone=\(zone)")!
    }
}
