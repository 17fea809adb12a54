import DataLayer
import Foundation
import TestSupport
import Testing

@testable import LiveHTTP

/// The process's one HTTP client: made on first use, shut down once the command ends, and never
/// left to be deinitialised running, which the client traps on in debug builds.
@Suite(.timeLimit(.minutes(3))) struct SharedHTTPClientTests {
    @Test func aClientThatServedARequestShutsDownCleanlyAndASecondShutDownIsHarmless() async throws {
        let server = try LoopbackHTTPServer { _ in .json(Array("{}".utf8)) }
        defer { server.stop() }
        let http = SharedHTTPClient()
        let transport = AsyncHTTPClientTransport(
            client: http.client, maximumBodySize: 1000, clock: ContinuousClock())

        let response = try await transport.get(server.baseURL, headers: [:])
        await http.shutDown()
        await http.shutDown()

        #expect(response.status == 200)
        // `http` is deinitialised here: had its client not been shut down, this would trap.
    }

    @Test func aShutDownThatComesWhileARequestWaitsEndsTheRequest() async throws {
        let server = try LoopbackHTTPServer { _ in .hang }
        defer { server.stop() }
        let http = SharedHTTPClient()
        let transport = AsyncHTTPClientTransport(
            client: http.client, timeout: .seconds(60), maximumBodySize: 1000, clock: ContinuousClock())
        let request = Task { try await transport.get(server.baseURL, headers: [:]) }
        do {
            _ = try await poll("the request to arrive") { server.receivedRequests.first }
        } catch {
            // A client left running traps when deinitialised, which would end the whole test run.
            await http.shutDown()
            throw error
        }

        await http.shutDown()

        await #expect(throws: (any Error).self) { try await request.value }
    }
}
