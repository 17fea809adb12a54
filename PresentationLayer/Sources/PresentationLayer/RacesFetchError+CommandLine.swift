import DomainLayer

extension RacesFetchError {
    /// The line a one-shot command prints on stderr when fetching `subject` fails, pointing to
    /// `--demo` when the network is the trouble and `offersDemo` says the demo is not already in
    /// use.
    public func commandLineMessage(about subject: FetchSubject = .races, offersDemo: Bool) -> String {
        let hint = offersDemo && isConnectivityProblem ? "; try --demo for a recorded feed" : ""
        return "nexttogo: \(message(about: subject))\(hint)\n"
    }
}
