import BoardServer
import Foundation
import NIOPosix
import TestSupport

/// Section 8: `nexttogo serve` under load on loopback, measured from the outside. The benchmark
/// stands up a racing API of its own (`ServeLoadFeed`) and starts the server against it, and a
/// second server beside it with one screen, to show what one screen costs the API. It holds
/// `restStreams` event streams open and measures the server's CPU at rest; opens the rest of
/// `streams`; then, for `seconds`, asks `/api/board` `requestsPerSecond` times a second while a
/// race leaves the board every `changeInterval` seconds, and times each change's arrival on every
/// stream. The load generator reads the streams on one SwiftNIO event-loop thread and makes the
/// requests on another, so a request's latency is the server's, not the wait for the generator's
/// own thread to finish reading a thousand streams' boards; both run on the server's machine.
struct ServeLoadBenchmark {
    /// How big and how long the load is.
    struct Load {
        /// Event streams held open through the load.
        let streams: Int
        /// `/api/board` requests a second.
        let requestsPerSecond: Int
        /// How long the load lasts, in seconds.
        let seconds: Int
        /// Seconds between changes of the board during the load.
        let changeInterval: Int
        /// Event streams open while the CPU at rest is measured.
        let restStreams: Int
        /// How long the CPU at rest is measured, in seconds.
        let restSeconds: Int
        /// Seconds allowed to start the servers and open the streams, besides the rest.
        let setupSeconds: Int

        /// The load: 1,000 streams, 500 requests a second for 30 s, 100 streams at rest.
        static let full = Load(
            streams: 1_000, requestsPerSecond: 500, seconds: 30, changeInterval: 3, restStreams: 100,
            restSeconds: 10, setupSeconds: 6)

        /// A few seconds that keep the section working, for CI.
        static let quick = Load(
            streams: 100, requestsPerSecond: 100, seconds: 3, changeInterval: 1, restStreams: 100,
            restSeconds: 2, setupSeconds: 3)
    }

    /// What the server should hold to.
    enum Targets {
        /// Seconds from a change to its board's last byte on every stream.
        static let delivery = 1.0
        /// `/api/board`'s 99th percentile latency, in seconds.
        static let boardP99 = 0.020
        /// The server's peak resident memory, in bytes.
        static let peakMemory = 200_000_000
        /// Cores used at rest with `restStreams` streams open.
        static let restCores = 0.05
    }

    let nexttogoExecutable: String
    let load: Load

    func run() async throws -> Result {
        let needed = load.streams + 256
        let allowed = OpenFileLimit.raise(toAtLeast: needed)
        guard allowed >= needed else {
            throw BenchmarkFailure(
                "the serve benchmark needs \(needed) open files and this shell allows \(allowed): "
                    + "raise it with ulimit -n \(needed)")
        }
        let started = Date().timeIntervalSince1970
        let loadStart = Int((started + Double(load.restSeconds + load.setupSeconds)).rounded(.up))
        let feed = try ServeLoadFeed(
            firstChange: loadStart + 1, lastChange: loadStart + load.seconds - 1,
            interval: load.changeInterval,
            quietFor: 600)
        let api = try LoopbackHTTPServer { feed.reply(to: $0, at: Date()) }
        let oneScreenAPI = try LoopbackHTTPServer { feed.reply(to: $0, at: Date()) }
        defer {
            api.stop()
            oneScreenAPI.stop()
        }
        let configHome = FileManager.default.temporaryDirectory
            .appendingPathComponent("nexttogo-bench-serve-\(getpid())")
        try FileManager.default.createDirectory(at: configHome, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: configHome) }
        let server = try ServeProcess(
            nexttogoExecutable: nexttogoExecutable, apiURL: api.baseURL, configHome: configHome)
        let oneScreen = try ServeProcess(
            nexttogoExecutable: nexttogoExecutable, apiURL: oneScreenAPI.baseURL, configHome: configHome)
        try await server.waitUntilReady()
        try await oneScreen.waitUntilReady()

        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let requestGroup = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        do {
            let result = try await measure(
                server: server, oneScreen: oneScreen, group: group, requestGroup: requestGroup,
                feed: feed, loadStart: loadStart,
                upstream: { (api.receivedRequests.count, oneScreenAPI.receivedRequests.count) })
            try await group.shutdownGracefully()
            try await requestGroup.shutdownGracefully()
            return result
        } catch {
            _ = server.stop()
            _ = oneScreen.stop()
            try? await group.shutdownGracefully()
            try? await requestGroup.shutdownGracefully()
            throw error
        }
    }

    private func measure(
        server: ServeProcess, oneScreen: ServeProcess, group: MultiThreadedEventLoopGroup,
        requestGroup: MultiThreadedEventLoopGroup, feed: ServeLoadFeed,
        loadStart: Int, upstream: () -> (Int, Int)
    ) async throws -> Result {
        let screens = EventStreams(group: group, port: server.port)
        let oneScreenStream = EventStreams(group: group, port: oneScreen.port)
        try await oneScreenStream.open(1, within: .seconds(10))
        try await screens.open(load.restStreams, within: .seconds(10))

        // At rest: the streams open, their first boards sent, nothing changing.
        try await Task.sleep(for: .seconds(1))
        let clock = ContinuousClock()
        let before = ProcessUsage(pid: server.pid)
        let restStarted = clock.now
        try await Task.sleep(for: .seconds(load.restSeconds))
        let after = ProcessUsage(pid: server.pid)
        let restElapsed = restStarted.duration(to: clock.now).seconds
        let restScreens = try await server.health().screens

        try await screens.open(load.streams - load.restStreams, within: .seconds(30))
        let streamsReady = Date().timeIntervalSince1970
        let untilLoad = Double(loadStart) - Date().timeIntervalSince1970
        if untilLoad > 0 {
            try await Task.sleep(for: .seconds(untilLoad))
        }
        let upstreamBefore = upstream().0
        let (serverBefore, generatorBefore) = (ProcessUsage(pid: server.pid), ProcessUsage(pid: getpid()))
        let requests = try await BoardRequestLoad(
            group: requestGroup, port: server.port, requestsPerSecond: load.requestsPerSecond,
            duration: .seconds(load.seconds)
        )
        .run()
        let (serverAfter, generatorAfter) = (ProcessUsage(pid: server.pid), ProcessUsage(pid: getpid()))
        let (upstreamRequests, oneScreenUpstream) = upstream()
        let screensCounted = try await server.health().screens
        let streamsHeld = screens.tally.followingCount
        let streams = screens.tally.all

        let peakMemory = server.peakMemory
        // Stopped with every stream open, as Ctrl-C would.
        let exit = server.stop()
        _ = oneScreen.stop()
        await screens.closeAll()
        await oneScreenStream.closeAll()
        return Result(
            load: load, streamsHeld: streamsHeld, screensCounted: screensCounted,
            deliveries: ChangeDeliveries(
                streams: streams, feed: feed, countedAfter: streamsReady, limit: Targets.delivery),
            changeDeadlines: feed.changeDeadlines,
            requests: requests, peakMemory: peakMemory, upstreamRequests: upstreamRequests,
            upstreamDuringLoad: upstreamRequests - upstreamBefore,
            oneScreenUpstreamRequests: oneScreenUpstream,
            restCPUSeconds: after.cpuSeconds - before.cpuSeconds, restElapsed: restElapsed,
            restScreensCounted: restScreens, exitStatus: exit.status,
            loadCPUSeconds: serverAfter.cpuSeconds - serverBefore.cpuSeconds,
            generatorCPUSeconds: generatorAfter.cpuSeconds - generatorBefore.cpuSeconds)
    }
}
