import SharedUtils

extension FetchFailure {
    /// What to do while the network keeps the racing API away, as a clause: play the recorded
    /// racing day, or ask the doctor which routes answer. Nil when the API itself failed: its
    /// message already says what to check. The board's empty screen and every command's one-line
    /// error say it alike.
    public var networkHint: String? {
        isConnectivityProblem
            ? "try --demo for a recorded racing day, or nexttogo doctor to see what answers" : nil
    }

    /// What a one-shot command says when fetching `subject` fails, with `networkHint` when
    /// `offersDemo` says the demo is not already in use.
    public func diagnostic(about subject: FetchSubject = .races, offersDemo: Bool) -> Diagnostic {
        .error(message(about: subject), hint: offersDemo ? networkHint : nil)
    }
}
