import DomainLayer

extension RacesFetchError {
    /// What a one-shot command says when fetching `subject` fails, pointing to `--demo` when the
    /// network is the trouble and `offersDemo` says the demo is not already in use.
    public func diagnostic(about subject: FetchSubject = .races, offersDemo: Bool) -> Diagnostic {
        .error(
            message(about: subject),
            hint: offersDemo && isConnectivityProblem ? "try --demo for a recorded feed" : nil)
    }
}
