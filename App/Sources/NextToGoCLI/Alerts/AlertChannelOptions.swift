import ArgumentParser
import DomainLayer

/// The channels alerts go to for one run: `--ntfy`, `--webhook` and `--alert-command`, with where
/// an ntfy token is read from, as `alerts` takes them.
struct AlertChannelOptions: ParsableArguments {
    @Option(
        name: .customLong("ntfy"),
        help: ArgumentHelp(
            "Send alerts to this ntfy topic, such as https://ntfy.sh/my-races.", valueName: "url"))
    var ntfy: String?

    @Option(
        name: .customLong("ntfy-token-file"),
        help: ArgumentHelp("Read the ntfy access token from this file's first line.", valueName: "path"))
    var ntfyTokenFile: String?

    @Option(
        name: .customLong("ntfy-token-env"),
        help: ArgumentHelp("Read the ntfy access token from this environment variable.", valueName: "name"))
    var ntfyTokenEnvironment: String?

    @Option(
        name: .customLong("webhook"),
        help: ArgumentHelp("POST each alert as JSON to this URL.", valueName: "url"))
    var webhook: String?

    @Option(
        name: .customLong("alert-command"),
        help: ArgumentHelp(
            "Run this command (with /bin/sh) with each alert as JSON on its input.", valueName: "command"))
    var command: String?

    func validate() throws {
        if let ntfy, AlertChannel.url(ntfy) == nil {
            throw ValidationError(
                "--ntfy needs an http or https URL of a topic, such as https://ntfy.sh/my-races.")
        }
        if let webhook, AlertChannel.url(webhook) == nil {
            throw ValidationError("--webhook needs an http or https URL, such as https://example.com/hook.")
        }
        if ntfyTokenFile != nil && ntfyTokenEnvironment != nil {
            throw ValidationError("Read the ntfy token from a file or a variable, not both.")
        }
        if (ntfyTokenFile != nil || ntfyTokenEnvironment != nil) && ntfy == nil {
            throw ValidationError("An ntfy token needs --ntfy.")
        }
        if let command, command.trimmingCharacters(in: .whitespaces).isEmpty || command.count > 2_000 {
            throw ValidationError("--alert-command needs a command of at most 2000 characters.")
        }
    }

    /// The channels the flags name, or when they name none, the config file's.
    func channels(config: SavedConfig) -> [AlertChannel] {
        let named = channels
        return named.isEmpty ? config.alertChannels : named
    }

    /// The channels named, in the order ntfy, webhook, command.
    var channels: [AlertChannel] {
        var channels: [AlertChannel] = []
        if let ntfy, let url = AlertChannel.url(ntfy) {
            let token: AlertToken? =
                ntfyTokenFile.map(AlertToken.file) ?? ntfyTokenEnvironment.map(AlertToken.environment)
            channels.append(.ntfy(url: url, token: token))
        }
        if let webhook, let url = AlertChannel.url(webhook) { channels.append(.webhook(url: url)) }
        if let command { channels.append(.command(command)) }
        return channels
    }
}
