import DataLayer
import Foundation
import Testing

@testable import DomainLayer
@testable import NextToGoCLI

/// `--brand` and the config file's `brand` pick the API root; `--api-url` still wins.
@Suite struct BrandSettingTests {
    private static let environmentHasNoAPIURL = ProcessInfo.processInfo.environment["NEXTTOGO_API_URL"] == nil

    @Test func theConfigFileMayNameABrandInAnyCase() throws {
        #expect(try SavedConfig(data: Data(#"{"brand": "ladbrokes"}"#.utf8)).brand == .ladbrokes)
        #expect(try SavedConfig(data: Data(#"{"brand": "Neds"}"#.utf8)).brand == .neds)
        #expect(SavedConfig.empty.brand == nil)
        #expect(try SavedConfig(data: Data(#"{"brand": "neds"}"#.utf8)).unknownKeys.isEmpty)
    }

    @Test(arguments: [#"{"brand": "tab"}"#, #"{"brand": 1}"#, #"{"brand": null}"#])
    func aBrandThatIsNotNedsOrLadbrokesIsAProblem(contents: String) {
        #expect(throws: SavedConfig.Problem(reason: #""brand" must be "neds" or "ladbrokes""#)) {
            try SavedConfig(data: Data(contents.utf8))
        }
    }

    @Test(
        .enabled(if: environmentHasNoAPIURL),
        arguments: [
            ([String](), APIBrand?.none, "https://api.neds.com.au"),
            ([], .ladbrokes, "https://api.ladbrokes.com.au"),
            (["--brand", "ladbrokes"], nil, "https://api.ladbrokes.com.au"),
            (["--brand", "NEDS"], .ladbrokes, "https://api.neds.com.au"),
            (
                ["--brand", "ladbrokes", "--api-url", "http://127.0.0.1:8080"], .ladbrokes,
                "http://127.0.0.1:8080"
            ),
        ])
    func theFlagWinsOverTheConfigAndTheAPIURLOverBoth(
        arguments: [String], configBrand: APIBrand?, root: String
    ) throws {
        let options = try FeedOptions.parse(arguments)

        #expect(
            try CommandRunner.environment().endpoint(for: options, configBrand: configBrand).apiRoot
                .absoluteString == root)
    }

    @Test func anUnknownBrandIsAUsageErrorNamingTheBrands() async throws {
        let output = try await CommandRunner.run(["race", "r1", "--brand", "tab"])

        #expect(output.status == 64)
        #expect(output.stderr.contains("neds"))
        #expect(output.stderr.contains("ladbrokes"))
        #expect(output.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func theDemoCannotBeUsedWithABrand() async throws {
        let output = try await CommandRunner.run(["--demo", "--brand", "ladbrokes"])

        #expect(output.status == 64)
        #expect(output.stderr.contains("cannot be used with --brand"))
    }
}
