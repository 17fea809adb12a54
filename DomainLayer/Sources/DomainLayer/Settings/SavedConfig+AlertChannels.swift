import DataLayer
import Foundation

extension SavedConfig {
    /// The channels of `"alerts"`: `{"ntfy": URL, "ntfy_token_file": PATH or "ntfy_token_env":
    /// NAME, "webhook": URL, "command": CMD}`, each optional.
    /// - Throws: `Problem` when it is not such an object, or a URL or command is not valid.
    static func alertChannels(from value: JSONValue) throws(Problem) -> [AlertChannel] {
        let problem = Problem(
            reason: #""alerts" must be an object such as {"ntfy": "https://ntfy.sh/my-races"}, "#
                + #"with http or https URLs for "ntfy" and "webhook", a "command" of at most 2000 "#
                + #"characters, and one of "ntfy_token_file" or "ntfy_token_env""#)
        let keys: Set = ["ntfy", "ntfy_token_file", "ntfy_token_env", "webhook", "command"]
        guard case .object(let members) = value, Set(members.keys).isSubset(of: keys) else { throw problem }
        var texts: [String: String] = [:]
        for (key, member) in members {
            guard case .string(let text) = member, !text.isEmpty, text.count <= 2_000 else { throw problem }
            texts[key] = text
        }
        var channels: [AlertChannel] = []
        if let ntfy = texts["ntfy"] {
            guard let url = AlertChannel.url(ntfy),
                texts["ntfy_token_file"] == nil || texts["ntfy_token_env"] == nil
            else { throw problem }
            let token =
                texts["ntfy_token_file"].map(AlertToken.file)
                ?? texts["ntfy_token_env"].map(AlertToken.environment)
            channels.append(.ntfy(url: url, token: token))
        } else if texts["ntfy_token_file"] != nil || texts["ntfy_token_env"] != nil {
            throw problem
        }
        if let webhook = texts["webhook"] {
            guard let url = AlertChannel.url(webhook) else { throw problem }
            channels.append(.webhook(url: url))
        }
        if let command = texts["command"] {
            channels.append(.command(command))
        }
        return channels
    }
}
