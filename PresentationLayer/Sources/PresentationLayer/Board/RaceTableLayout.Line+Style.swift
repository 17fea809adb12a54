extension RaceTableLayout.Line {
    /// The style of the line's urgency, or the header's.
    public var style: TextStyle {
        switch urgency {
        case nil: .header
        case .normal: .plain
        case .soon: .soon
        case .jumped: .jumped
        }
    }
}
