/// A redirect a request followed on its way to the response: the status that asked for it and
/// where it pointed, as the server sent it.
public struct HTTPRedirect: Sendable, Equatable {
    /// The redirect's status, such as 301 or 302.
    public var status: Int
    /// Its `Location` header as sent; empty when it had none.
    public var location: String

    /// Creates a redirect from its parts.
    public init(status: Int, location: String) {
        self.status = status
        self.location = location
    }
}
