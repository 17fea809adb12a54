import DomainLayer
import Foundation

/// The same work as `RacePipeline` written for `jq`, as a power user would script it: keep the
/// listed races of the two categories not yet 60 s past their start, sort by start, meeting and
/// race number, take five and print one line each.
enum JQProgram {
    /// The `jq` filter; `$now` is the time in Unix seconds.
    static var filter: String {
        let categories = RacePipeline.filter.shownCategories
            .map { "\"\($0.categoryID)\"" }
            .joined(separator: ", ")
        return """
            .data as $d
            | [ $d.next_to_go_ids[] as $id | $d.race_summaries[$id] // empty
                | select(.category_id | IN(\(categories)))
                | select(.advertised_start.seconds + 60 > $now) ]
            | sort_by(.advertised_start.seconds, .meeting_name, .race_number)
            | .[:5][]
            | "\\(.meeting_name) R\\(.race_number) \\(.advertised_start.seconds - $now)s"
            """
    }

    /// The command line that runs the filter on `file` at `now`.
    static func arguments(file: String, now: Date) -> [String] {
        ["jq", "-r", "--argjson", "now", "\(Int(now.timeIntervalSince1970))", filter, file]
    }

    /// The same filter reading the body from standard input.
    static func arguments(now: Date) -> [String] {
        ["jq", "-r", "--argjson", "now", "\(Int(now.timeIntervalSince1970))", filter]
    }
}
