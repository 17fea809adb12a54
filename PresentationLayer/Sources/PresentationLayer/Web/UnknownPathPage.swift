/// The page of a path `nexttogo serve` has nothing at (a mistyped or stale bookmark): it says so
/// and links to the board and the racing day, rather than leaving a screen blank.
public enum UnknownPathPage {
    /// What the page says, and what a record under `/api/` says in its `error`.
    public static let message = "There is nothing at this address."

    /// The whole page.
    public static let html = WebPageShell.html(
        title: "nexttogo · not found", heading: "Not found", origin: nil,
        freshness: .reload(seconds: RacingDayPages.refreshSeconds),
        content: #"<p class="status">\#(message) <a href="/">Go to the board</a> or "#
            + #"<a href="/meetings">the racing day</a>.</p>"#)
}
