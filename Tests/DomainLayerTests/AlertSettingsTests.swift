import DataLayer
import Foundation
import TestSupport
import Testing

@testable import DomainLayer

@Suite struct AlertSettingsTests {
    private let config = try! SavedConfig(data: Data(#"{"alert": "5m", "stars": ["Flemington"]}"#.utf8))

    @Test func theConfigFileMayHoldADefaultAlert() {
        #expect(config.alert == .seconds(300))
        #expect(config.unknownKeys == [])
    }

    @Test func aFlagOverridesTheConfig() {
        let settings = AlertSettings(leadFlag: .seconds(90), starredOnlyFlag: false, config: config)
        #expect(settings.lead == .seconds(90))
    }

    @Test func theConfigOverridesTheDefaultOfNoAlerts() {
        #expect(AlertSettings(leadFlag: nil, starredOnlyFlag: false, config: config).lead == .seconds(300))
        #expect(AlertSettings(leadFlag: nil, starredOnlyFlag: false, config: .empty).lead == nil)
    }

    @Test func withNoLeadThereIsNoRule() {
        #expect(AlertSettings(leadFlag: nil, starredOnlyFlag: true, config: .empty).rule(stars: .none) == nil)
    }

    @Test func alertStarredLimitsTheRuleToTheStarredMeetings() {
        let stars = StarredMeetings(["Flemington"])
        #expect(
            AlertSettings(leadFlag: nil, starredOnlyFlag: true, config: config).rule(stars: stars)
                == JumpAlertRule(lead: .seconds(300), scope: .starred(stars)))
        #expect(
            AlertSettings(leadFlag: nil, starredOnlyFlag: false, config: config).rule(stars: stars)
                == JumpAlertRule(lead: .seconds(300), scope: .allRaces))
    }

    @Test(arguments: [#"{"alert": "soon"}"#, #"{"alert": 120}"#, #"{"alert": "0s"}"#, #"{"alert": "2h"}"#])
    func aBadAlertInTheConfigFileIsReportedWithItsPath(contents: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = ConfigFile.standard(environment: ["XDG_CONFIG_HOME": directory.url.path])
        try FileManager.default.createDirectory(
            at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file.url)

        #expect(
            throws: ConfigFileError.invalid(
                path: file.url.path,
                reason: #""alert" must be a duration from 1s to 1h, such as "90s", "5m" or "2m30s""#)
        ) { try file.load() }
    }
}
