import Foundation
import Testing

@testable import DomainLayer
@testable import NextToGoCLI

/// `--group`, `--no-group` and the config file's `group`.
@Suite struct GroupSettingTests {
    private let grouping = try! SavedConfig(data: Data(#"{"group": true}"#.utf8))

    @Test func theConfigFileMayGroupByDefault() throws {
        #expect(grouping.group == true)
        #expect(try SavedConfig(data: Data(#"{"group": false}"#.utf8)).group == false)
        #expect(SavedConfig.empty.group == nil)
    }

    @Test(arguments: [#"{"group": "yes"}"#, #"{"group": 1}"#, #"{"group": null}"#])
    func aGroupThatIsNotTrueOrFalseIsAProblem(contents: String) {
        #expect(throws: SavedConfig.Problem(reason: #""group" must be true or false"#)) {
            try SavedConfig(data: Data(contents.utf8))
        }
    }

    @Test(arguments: [
        (Bool?.none, SavedConfig.empty, BoardLayout.flat),
        (true, .empty, .byCategory),
        (nil, try! SavedConfig(data: Data(#"{"group": true}"#.utf8)), .byCategory),
        (false, try! SavedConfig(data: Data(#"{"group": true}"#.utf8)), .flat),
        (true, try! SavedConfig(data: Data(#"{"group": false}"#.utf8)), .byCategory),
    ])
    func theFlagOverridesTheConfigWhichOverridesOneList(flag: Bool?, config: SavedConfig, layout: BoardLayout)
    {
        #expect(
            BoardSettings(filterFlag: nil, countFlag: nil, groupFlag: flag, config: config).layout == layout)
    }

    @Test(arguments: [
        ([String](), Bool?.none), (["--group"], true), (["--no-group"], false),
        (["--no-group", "--group"], true), (["--group", "--no-group"], false),
    ])
    func groupAndNoGroupAreOneFlag(arguments: [String], group: Bool?) throws {
        #expect(try ShowRacesCommand.parse(arguments).group == group)
    }
}
