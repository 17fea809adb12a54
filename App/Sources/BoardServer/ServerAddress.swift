/// Where `nexttogo serve` listens.
public struct ServerAddress: Sendable, Equatable {
    /// The interface, such as `127.0.0.1`, or `0.0.0.0` for every one.
    public var host: String
    /// The port; 0 asks the system for a free one.
    public var port: Int

    /// An address from its parts.
    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }
}
