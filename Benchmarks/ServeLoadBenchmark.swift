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
/// Through Nchan, the same load goes to Debian's nginx with Nchan in front of one serve that
/// publishes to it (`docs/nginx/nchan.conf`): the streams are Nchan's, the requests nginx's to pass on.
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

        /// The load: 10,000 streams, 500 requests a second for 30 s, 100 streams at rest.
        static let full = Load(
            streams: 10_000, requestsPerSecond: 500, seconds: 30, changeInterval: 3, restStreams: 100,
            restSeconds: 10, setupSeconds: 25)

        /// A few seconds that keep the section working, for CI.
        static let quick = Load(
            streams: 100, requestsPerSecond: 100, seconds: 3, changeInterval: 1, restStreams: 100,
            restSeconds: 2, setupSeconds: 3)

        /// This load with at most `streams` streams.
        func holding(atMost streams: Int) -> Load {
            holding(min(self.streams, streams))
        }

        /// This load with `streams` streams.
        func holding(_ streams: Int) -> Load {
            Load(
                streams: streams, requestsPerSecond: requestsPerSecond, seconds: seconds,
                changeInterval: changeInterval, restStreams: min(restStreams, streams),
                restSeconds: restSeconds,
                setupSeconds: setupSeconds)
        }
    }

    /// Where the screens' streams and the requests go.
    enum Front: String {
        /// Straight to serve: its `/events`.
        case serve = "serve direct"
        /// To nginx with Nchan in front of serve, which publishes to it.
        case nchan = "through nginx with Nchan"
    }

    /// What the server should hold to.
    enum Targets {
        /// Seconds from a change to its board's last byte on every stream.
        static let delivery = 1.0
        /// `/api/board`'s 99th percentile latency, in seconds.
        static let boardP99 = 0.020
        /// The server's peak resident memory, in bytes.
        static let peakMemory = 300_000_000
        /// The memory an idle stream costs the process holding it, in bytes.
        static let idleStreamMemory = 8_000
        /// Cores used at rest with `restStreams` streams open.
        static let restCores = 0.05
    }

    let nexttogoExecutable: String
    let load: Load
    let front: Front

    /// Open files the load generator needs besides a stream's.
    static let spareFiles = 256

    func run() async throws -> Result {
        // A socket a stream, in the generator and in the server (or nginx): as many as the hard
        // limit allows, and fewer streams, said so, when it allows too few.
        let needed = load.streams + Self.spareFiles
        let allowed = OpenFileLimit.raise(toAtLeast: needed)
        let load = allowed >= needed ? load : load.holding(atMost: max(1, allowed - Self.spareFiles))
        let openFiles =
            allowed >= needed
            ? nil
            : "this shell's hard limit on open files (\(allowed)) holds only \(Units.count(load.streams)) of the "
                + "\(Units.count(self.load.streams)) streams asked for: raise it (ulimit -Hn) to \(needed)"
        if let openFiles { FileHandle.standardError.write(Data("bench: \(openFiles)\n".utf8)) }
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
        let nginxPort = try NchanFront.freePort()
        let server = try ServeProcess(
            nexttogoExecutable: nexttogoExecutable, apiURL: api.baseURL, configHome: configHome,
            options: front == .nchan
                ? [
                    "--publish", "http://127.0.0.1:\(nginxPort)/publish/board", "--events-url",
                    "/subscribe/board",
                ] : [])
        let nginx =
            try front == .nchan
            ? NchanFront(port: nginxPort, upstreamPort: server.port, connections: load.streams) : nil
        defer { nginx?.stop() }
        let oneScreen = try ServeProcess(
            nexttogoExecutable: nexttogoExecutable, apiURL: oneScreenAPI.baseURL, configHome: configHome)
        try await server.waitUntilReady()
        try await oneScreen.waitUntilReady()

        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let requestGroup = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        do {
            let benchmark = Self(nexttogoExecutable: nexttogoExecutable, load: load, front: front)
            var result = try await benchmark.measure(
                server: server, nginx: nginx, oneScreen: oneScreen, group: group,
                requestGroup: requestGroup,
                feed: feed, loadStart: loadStart, openFiles: openFiles,
                upstream: { (api.receivedRequests.count, oneScreenAPI.receivedRequests.count) })
            if front == .serve {
                result.afterPageStreamMemory = try await benchmark.memoryOfStreamsAfterAPage(
                    apiURL: oneScreenAPI.baseURL, configHome: configHome, group: group)
            }
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
        server: ServeProcess, nginx: NchanFront?, oneScreen: ServeProcess, group: MultiThreadedEventLoopGroup,
        requestGroup: MultiThreadedEventLoopGroup, feed: ServeLoadFeed,
        loadStart: Int, openFiles: String?, upstream: () -> (Int, Int)
    ) async throws -> Result {
        let port = nginx?.port ?? server.port
        let screens = EventStreams(
            group: group, port: port, path: nginx == nil ? "/events" : "/subscribe/board")
        // The memory of the process holding the streams: serve, or nginx.
        let holderMemory = { nginx?.memory.resident ?? server.residentMemory }
        let oneScreenStream = EventStreams(group: group, port: oneScreen.port)
        try await oneScreenStream.open(1, within: .seconds(10))
        let memoryBefore = holderMemory()
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

        try await screens.open(load.streams - load.restStreams, within: .seconds(60))
        let streamsReady = Date().timeIntervalSince1970
        try await Task.sleep(for: .seconds(1))
        let idleStreamMemory = Double(holderMemory() - memoryBefore) / Double(load.streams)
        let untilLoad = Double(loadStart) - Date().timeIntervalSince1970
        if untilLoad > 0 {
            try await Task.sleep(for: .seconds(untilLoad))
        }
        let upstreamBefore = upstream().0
        let (serverBefore, generatorBefore) = (ProcessUsage(pid: server.pid), ProcessUsage(pid: getpid()))
        let nginxBefore = nginx.map { ProcessUsage(pid: $0.pid) }
        let requests = try await BoardRequestLoad(
            group: requestGroup, port: port, requestsPerSecond: load.requestsPerSecond,
            duration: .seconds(load.seconds)
        )
        .run()
        let (serverAfter, generatorAfter) = (ProcessUsage(pid: server.pid), ProcessUsage(pid: getpid()))
        let nginxAfter = nginx.map { ProcessUsage(pid: $0.pid) }
        let (upstreamRequests, oneScreenUpstream) = upstream()
        let screensCounted = try await server.health().screens
        let streamsHeld = screens.tally.followingCount
        let streams = screens.tally.all

        let peakMemory = server.peakMemory
        let nginxPeakMemory = nginx?.memory.peak
        // Stopped with every stream open, as Ctrl-C would.
        let exit = server.stop()
        _ = oneScreen.stop()
        await screens.closeAll()
        await oneScreenStream.closeAll()
        nginx?.stop()
        return Result(
            load: load, front: front, openFiles: openFiles, streamsHeld: streamsHeld,
            screensCounted: screensCounted,
            deliveries: ChangeDeliveries(
                streams: streams, feed: feed, countedAfter: streamsReady, limit: Targets.delivery),
            changeDeadlines: feed.changeDeadlines,
            requests: requests, peakMemory: peakMemory, nginxPeakMemory: nginxPeakMemory,
            idleStreamMemory: idleStreamMemory, upstreamRequests: upstreamRequests,
            upstreamDuringLoad: upstreamRequests - upstreamBefore,
            oneScreenUpstreamRequests: oneScreenUpstream,
            restCPUSeconds: after.cpuSeconds - before.cpuSeconds, restElapsed: restElapsed,
            restScreensCounted: restScreens, exitStatus: exit.status,
            loadCPUSeconds: serverAfter.cpuSeconds - serverBefore.cpuSeconds,
            generatorCPUSeconds: generatorAfter.cpuSeconds - generatorBefore.cpuSeconds,
            nginxLoadCPUSeconds: nginxAfter.flatMap { after in
                nginxBefore.map { after.cpuSeconds - $0.cpuSeconds }
            })
    }

    /// Streams asked for after a page on the same connection, to weigh.
    static let afterPageStreams = 1_000

    /// What a stream costs a fresh serve when asked for on a connection that has had a page
    /// (`/healthz`) first, as a browser's may: the server's growth as up to `afterPageStreams`
    /// such streams open, over their number.
    private func memoryOfStreamsAfterAPage(
        apiURL: URL, configHome: URL, group: MultiThreadedEventLoopGroup
    ) async throws -> Double {
        let count = min(Self.afterPageStreams, load.streams)
        let server = try ServeProcess(
            nexttogoExecutable: nexttogoExecutable, apiURL: apiURL, configHome: configHome)
        defer { _ = server.stop() }
        try await server.waitUntilReady()
        let streams = EventStreams(group: group, port: server.port, pageFirst: "/healthz")
        try await streams.open(1, within: .seconds(10))
        let before = server.residentMemory
        try await streams.open(count, within: .seconds(30))
        try await Task.sleep(for: .seconds(1))
        let growth = server.residentMemory - before
        await streams.closeAll()
        return Double(growth) / Double(count)
    }
}
