/// The style sheet of every page of `nexttogo serve`, served as its own file (`/page.css`) so
/// the pages' Content-Security-Policy can forbid inline style. Categories are told apart by colour and by
/// letter, so a colour-blind reader loses nothing.
public enum WebPageStyle {
    /// The style sheet. A TV's screen is divided into as many rows as the board's count
    /// (`BoardPage.tvLeastRows` to `tvRows`), its type as large as that allows and the width
    /// permits, with the status line and a demo's mark always on it.
    public static let css = """
        :root { color-scheme: dark; --horse: #4caf50; --greyhound: #42a5f5; --harness: #ffb300; }
        body { margin: 0; padding: 1rem; background: #111; color: #eee;
          font: 16px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
        header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 1rem; }
        h1 { margin: 0; font-size: 1.4rem; }
        h1 .demo { color: #ffb300; font-size: 0.8em; }
        .what { margin: 0; color: #bbb; }
        table.races { width: 100%; border-collapse: collapse; margin-top: 0.75rem; }
        th, td { text-align: left; padding: 0.4rem 0.5rem; border-bottom: 1px solid #333; }
        th { color: #999; font-weight: normal; }
        td.countdown, th.countdown, td.start, th.start { text-align: right;
          font-variant-numeric: tabular-nums; white-space: nowrap; }
        .letter { display: inline-block; min-width: 1.4em; text-align: center; border-radius: 0.3em;
          color: #111; font-weight: bold; }
        tr.horse .letter { background: var(--horse); }
        tr.greyhound .letter { background: var(--greyhound); }
        tr.harness .letter { background: var(--harness); }
        tr.soon td.countdown { color: #ff7043; font-weight: bold; }
        tr.jumped td { color: #888; }
        .star { color: #ffd54f; }
        .status { color: #bbb; }
        .status.stale { color: #ff7043; }
        .note { color: #999; }
        a { color: inherit; }
        header a { text-decoration: none; }
        nav { display: flex; gap: 0.75rem; }
        nav a { color: #90caf9; }
        h2 { font-size: 1.15rem; margin: 1rem 0 0.25rem; }
        dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 1rem; margin: 0.5rem 0; }
        dl.facts dt { color: #999; }
        dl.facts dd { margin: 0; }
        td.price, th.price { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        tr.scratched td { color: #777; text-decoration: line-through; }
        tr.favourite td:nth-child(2) { font-weight: bold; }
        td.progress .ticking, td.progress { white-space: nowrap; }
        .comment dd { max-width: 60em; }
        @media (max-width: 560px) {
          td.location, th.location, .category .name, td.start, th.start, td.track, th.track { display: none; }
          table.card .barrier, table.card .trainer, table.card .open, table.card .move, table.card .form { display: none; }
          body { padding: 0.5rem; }
          th, td { padding: 0.4rem 0.3rem; }
          td.meeting, td.name, table.card td { overflow-wrap: anywhere; }
          dl.facts { grid-template-columns: max-content minmax(0, 1fr); }
          dl.facts dd { overflow-wrap: anywhere; }
        }
        body.tv { box-sizing: border-box; height: 100vh; overflow: hidden; display: flex; flex-direction: column;
          padding: 1.5vh 2.5vw; font-size: 2.6vh; }
        body.tv header { justify-content: flex-end; }
        body.tv header nav, body.tv header .what { display: none; }
        body.tv h1 { font-size: 0; }
        body.tv h1 .demo { font-size: 2.6vh; font-weight: bold; text-transform: uppercase; }
        body.tv main { flex: 1 1 auto; min-height: 0; display: flex; flex-direction: column; }
        body.tv table.races { --rows: \(BoardPage.tvLeastRows); flex: 1 1 auto; margin: 0;
          font-size: min(calc(40vh / var(--rows)), 2.6vw); }
        \(tvRowRules)
        body.tv tr.race:nth-child(n+\(BoardPage.tvRows + 1)) { display: none; }
        body.tv thead { display: none; }
        body.tv td { padding: 0 1vw; border-bottom-color: #222; white-space: nowrap; overflow: hidden;
          text-overflow: ellipsis; }
        body.tv td.meeting { width: 100%; max-width: 0; }
        body.tv td.countdown { min-width: 6.6em; }
        body.tv .category .name { display: none; }
        body.tv .letter { min-width: 1.6em; }
        body.tv tr.race td:first-child { border-left: 0.6vw solid transparent; }
        body.tv tr.horse td:first-child { border-left-color: var(--horse); }
        body.tv tr.greyhound td:first-child { border-left-color: var(--greyhound); }
        body.tv tr.harness td:first-child { border-left-color: var(--harness); }
        body.tv p { margin: 0.6vh 0 0; }

        """

    /// The TV's rows for each count above the fewest, by the table's class (`rows-6` …): the
    /// page's Content-Security-Policy allows no inline style to carry the number.
    private static let tvRowRules = (BoardPage.tvLeastRows + 1...BoardPage.tvRows).map {
        "body.tv table.rows-\($0) { --rows: \($0); }"
    }.joined(separator: " ")
}
