import Testing

@testable import BoardServer

/// How many connections `serve` holds from the open files it is granted: never so many that
/// `accept` runs out of descriptors, which made it spin.
@Suite struct ConnectionCapTests {
    @Test(arguments: [
        (openFiles: 1_048_576, connections: 4_096),
        (openFiles: 4_160, connections: 4_096),
        (openFiles: 4_159, connections: 4_095),
        (openFiles: 4_096, connections: 4_032),
        (openFiles: 256, connections: 192),
        (openFiles: 64, connections: 1),
        (openFiles: 0, connections: 4_096),
    ])
    func theCapLeavesTheReserveOfTheOpenFilesGranted(openFiles: Int, connections: Int) {
        #expect(ConnectionCap(wanted: 4_096, openFiles: openFiles).connections == connections)
    }

    @Test func aCapCutByTheOpenFilesSaysSoAndHowToRaiseThem() throws {
        let warning = try #require(ConnectionCap(wanted: 4_096, openFiles: 256).warning)

        #expect(
            warning
                == "this process may open 256 files, so at most 192 screens can connect at once (64 kept "
                + "for the racing API, the config and logs); for 4096, raise the hard limit to 4160 "
                + "(ulimit -Hn, or LimitNOFILE= in a systemd unit)")
        #expect(ConnectionCap(wanted: 4_096, openFiles: 4_160).warning == nil)
        #expect(ConnectionCap(wanted: 4_096, openFiles: 0).warning == nil, "a limit that cannot be read")
    }

    @Test func theStandardLimitsHoldTenThousandScreensWithinAHardLimitOfTwentyThousand() {
        let wanted = ServerLimits.standard.maximumConnections
        let cap = ConnectionCap(wanted: wanted, openFiles: 20_000)

        #expect(cap.connections == 16_384)
        #expect(cap.warning == nil)
        #expect(ConnectionCap(wanted: wanted, openFiles: 1_024).connections == 960, "a shell's usual limit")
    }
}
