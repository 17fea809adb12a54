import Synchronization

/// How publishing to the channel goes, for `/healthz`: where the boards go, and why the last post
/// failed while it fails (nil once one gets through).
final class PublishStatus: Sendable {
    /// The channel's address.
    let location: String
    private let lastFailure = Mutex<String?>(nil)

    /// Publishing to `location`, not failed yet.
    init(location: String) {
        self.location = location
    }

    /// Why posts fail now; nil while they get through.
    var failure: String? { lastFailure.withLock { $0 } }

    /// Records that posts fail, for `message`, or get through again (nil).
    func record(_ message: String?) {
        lastFailure.withLock { $0 = message }
    }
}
