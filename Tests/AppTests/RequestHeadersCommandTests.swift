import Foundation
import TestSupport
import Testing

/// Every request the built program makes to the racing API, on every route, carries the headers
/// the live gateway asks for: `Content-Type: application/json` (without it the gateway answers
/// HTTP 500), `Accept: application/json` and an honest `User-Agent`.
@Suite(.timeLimit(.minutes(2))) struct RequestHeadersCommandTests {
    @Test(arguments: [
        ["--json"], ["meetings"], ["race", "5c0f9b9d-0000-4000-8000-000000000000"],
        ["race", "randwick", "1"], ["doctor"],
    ])
    func everyRouteSendsTheHeadersTheGatewayAsksFor(arguments: [String]) async throws {
        let server = try LoopbackHTTPServer { _ in .text("not here", status: 404) }
        defer { server.stop() }

        let output = try await CommandRunner.run(arguments + ["--api-url", server.baseURL.absoluteString])

        #expect(output.status == 1, "\(output.stderr)")
        let requests = server.receivedRequests
        #expect(!requests.isEmpty)
        for request in requests {
            #expect(request.method == "GET")
            #expect(request.headers["content-type"] == "application/json", "\(request.target)")
            #expect(request.headers["accept"] == "application/json", "\(request.target)")
            #expect(request.headers["user-agent"]?.hasPrefix("nexttogo/") == true, "\(request.target)")
            #expect(request.headers["user-agent"]?.contains("Mozilla") == false)
        }
    }
}
