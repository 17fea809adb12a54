import ArgumentParser

/// `--group` or `--no-group`, each with its own help: one section per category, or one list
/// whatever the config file's "group" says.
enum GroupingFlag: EnumerableFlag {
    case group
    case noGroup

    static func name(for value: GroupingFlag) -> NameSpecification {
        switch value {
        case .group: .customLong("group")
        case .noGroup: .customLong("no-group")
        }
    }

    static func help(for value: GroupingFlag) -> ArgumentHelp? {
        switch value {
        case .group: "Show one section per category, each with its own next races (--count of them)."
        case .noGroup: "Show one list of races, even when the config file's \"group\" is true."
        }
    }
}
