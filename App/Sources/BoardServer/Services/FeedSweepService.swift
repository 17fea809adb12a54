import ServiceLifecycle

/// Stops, every `period`, the racing-day and race-card pollers that no screen has asked for
/// lately (`OnDemandFeeds.sweep()`), and every one of them when the server shuts down.
struct FeedSweepService: Service {
    let period: Duration
    let sweep: @Sendable () -> Void
    let stopAll: @Sendable () -> Void

    func run() async throws {
        await cancelWhenGracefulShutdown {
            while (try? await Task.sleep(for: period)) != nil {
                sweep()
            }
        }
        stopAll()
    }
}
