import DomainLayer

extension RacesFetchError {
    /// The line a one-shot command prints on stderr when fetching fails, pointing to `--demo`
    /// when the network is the trouble and `offersDemo` says the demo is not already in use.
    public func commandLineMessage(offersDemo: Bool) -> String {
        let hint = offersDemo && isConnectivityProblem ? "; try --demo for a recorded feed" : ""
        return "nexttogo: \(message)\(hint)\n"
    }
}
