extension HTTPResponse {
    /// The cap on a response body, far above any real next-races response or race card: the
    /// transport stops reading past it, and the services check it again whatever a transport let in.
    public static let maximumBodySize = 5_000_000
}
