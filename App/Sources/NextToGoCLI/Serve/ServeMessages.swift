import Foundation
import SharedUtils

/// What `nexttogo serve` says on stderr as it starts and when it cannot.
enum ServeMessages {
    /// The line once the server listens: where to point a browser, and how to stop it.
    static func listening(on host: String, port: Int, origin: FeedOrigin) -> String {
        let what = origin == .recorded ? "the demo's recorded board" : "the board"
        guard ListenAddress.isEveryInterface(host) else {
            let shownHost = host.contains(":") ? "[\(host)]" : host
            return "serving \(what) at http://\(shownHost):\(port)/ (add ?tv for a TV); Ctrl-C stops it"
        }
        let name = ProcessInfo.processInfo.hostName
        return "serving \(what) to every screen that can reach this machine: open http://\(name):\(port)/ "
            + "(or this machine's address, port \(port); add ?tv for a TV); Ctrl-C stops it"
    }

    /// The line when the server could not listen, such as on a port in use.
    static func cannotListen(on host: String, port: Int, because error: any Error) -> String {
        let text = "\(error)"
        if text.localizedCaseInsensitiveContains("address already in use") {
            return "port \(port) on \(host) is already in use; stop what uses it, or pick another with --port"
        }
        if text.localizedCaseInsensitiveContains("cannot assign requested address")
            || text.localizedCaseInsensitiveContains("can't assign requested address")
        {
            return
                "cannot listen on \(host): it is not an address of this machine; try --bind 127.0.0.1 or 0.0.0.0"
        }
        return "cannot serve on \(host):\(port): \(ShownTextLimit.safe(text, limit: 200))"
    }
}
