import ServiceLifecycle

/// Stops, every `period`, the racing-day and race-card pollers of `feeds` that no screen has
/// asked for lately (`OnDemandFeeds.sweep()`), and every one of them when the server shuts down.
struct FeedSweepService: Service {
    let feeds: ServeFeeds
    /// How often the pollers are swept.
    let period: Duration

    func run() async throws {
        await cancelWhenGracefulShutdown {
            while (try? await Task.sleep(for: period)) != nil {
                feeds.sweep()
            }
        }
        feeds.stopAll()
    }
}
