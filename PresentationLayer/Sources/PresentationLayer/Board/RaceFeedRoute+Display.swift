import DomainLayer

extension RaceFeedRoute {
    /// The route in a few words for the watch screen's status line, such as `v2 route`; nil for
    /// the first route, which needs no word.
    public var statusLabel: String? {
        switch self {
        case .nextRaces: nil
        case .categoryGroup: "v2 route"
        case .racingDay: "racing day route"
        }
    }

    /// The `--verbose` note saying where the board came from when the first route did not
    /// answer; nil for the first route.
    public var verboseNote: Diagnostic? {
        guard self != .nextRaces else { return nil }
        return .note(
            "the races came from the racing API's \(path) route, as \(RaceFeedRoute.nextRaces.path) did not "
                + "answer (nexttogo doctor shows every route)")
    }
}
