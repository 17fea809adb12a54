import Foundation

extension NedsEndpoint {
    /// The race-card URL for the race `raceID`; the id is percent-encoded, whatever it holds.
    public func raceCardURL(raceID: String) -> URL {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+#?/")
        let id = raceID.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
        return URL(string: apiRoot.absoluteString + "/rest/v1/racing/?method=racecard&id=\(id)")!
    }
}
