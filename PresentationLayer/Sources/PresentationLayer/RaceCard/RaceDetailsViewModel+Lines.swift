extension RaceDetailsViewModel {
    /// Details with `title` and `lines` as given, for a view that adds facts of its own.
    init(title: String, lines: [Line]) {
        self.title = title
        self.lines = lines
    }
}
