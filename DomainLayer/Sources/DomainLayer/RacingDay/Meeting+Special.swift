extension Meeting {
    /// Whether the API filed this as a special beside the day's real meeting: one race, with no
    /// number (Happy Valley with 1 race beside Happy Valley with 10). `MeetingFinder` lets a
    /// special give way to its numbered namesake.
    public var isSpecial: Bool {
        races.count == 1 && races[0].number == nil
    }
}
