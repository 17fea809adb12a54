import Foundation
import SharedUtils

/// The frame every page of `nexttogo serve` shares: the head with the style sheet, a header
/// naming the page with links to the board and the racing day, and the page's content.
enum WebPageShell {
    /// How a page keeps what it shows fresh.
    enum Freshness: Equatable {
        /// It reloads every so many seconds, which also tells the server the page is still open
        /// (the server polls a race card or the racing day only while a screen asks).
        case reload(seconds: Int)
        /// Its script (`/page.js`) follows the board's event stream at `path` (serve's `/events`,
        /// or an Nchan channel), with start times in the zone named `zone`; without script it
        /// reloads every so many seconds.
        case events(path: String, zone: String, reloadWithoutScriptSeconds: Int)
        /// Its script (`/page.js`) asks for the page again every `seconds` and puts what it shows
        /// in place, without a reload, and ticks its countdowns each second; without script it
        /// reloads every so many seconds.
        case refetch(everySeconds: Int, reloadWithoutScriptSeconds: Int)
    }

    /// The page titled `title`, showing `content` under the heading `heading` (in a `main` with
    /// the id `mainID` when given), marked as the demo when its data's `origin` is `.recorded`.
    /// `now`, the server's clock when the page was made, lets the script tick countdowns on the
    /// server's time rather than the screen's.
    static func html(
        title: String, heading: String, origin: FeedOrigin?, freshness: Freshness,
        bodyClass: String = "standard", mainID: String? = nil, now: Date? = nil, content: String
    ) -> String {
        let demo = origin == .recorded ? #" <span class="demo">demo</span>"# : ""
        let keepingFresh: String
        var mainAttributes = mainID.map { #" id="\#($0)""# } ?? ""
        switch freshness {
        case .reload(let seconds):
            keepingFresh = #"<meta http-equiv="refresh" content="\#(seconds)">"#
        case .events(_, _, let seconds), .refetch(_, let seconds):
            keepingFresh =
                #"<noscript><meta http-equiv="refresh" content="\#(seconds)"></noscript>"# + "\n"
                + #"<script src="/page.js" defer></script>"#
            mainAttributes += #" data-reload="\#(seconds)""#
        }
        if case .refetch(let every, _) = freshness { mainAttributes += #" data-refetch="\#(every)""# }
        if case .events(let path, let zone, _) = freshness {
            mainAttributes +=
                #" data-events="\#(HTMLText.escaped(path))" data-zone="\#(HTMLText.escaped(zone))""#
        }
        if let now { mainAttributes += #" data-now="\#(serverClock(now))""# }
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTMLText.escaped(title))</title>
            <link rel="stylesheet" href="/page.css">
            \(keepingFresh)
            </head>
            <body class="\(bodyClass)">
            <header><h1>nexttogo\(demo)</h1>\(navigation)\
            <p class="what">\(HTMLText.escaped(heading))</p></header>
            <main\(mainAttributes)>\(content)</main>
            </body>
            </html>

            """
    }

    /// The links every page's header carries.
    static let navigation = #"<nav><a href="/">Board</a> <a href="/meetings">Meetings</a></nav>"#

    /// `countdown`'s line, its countdown marked for the page's script to tick: the start as Unix
    /// seconds, the words, the limit past which the line shows a date instead, and that line
    /// (which the script puts in place of the whole line, lead and trail too, once that far past).
    static func ticking(_ countdown: TickingCountdown) -> String {
        HTMLText.escaped(countdown.lead)
            + #"<span class="ticking" data-start="\#(unixSeconds(countdown.start))" "#
            + #"data-wording="\#(countdown.wording.rawValue)" data-limit="\#(countdown.limitSeconds)" "#
            + #"data-past-limit="\#(HTMLText.escaped(countdown.pastLimitLine))">"#
            + HTMLText.escaped(countdown.text) + "</span>" + HTMLText.escaped(countdown.trail)
    }

    /// The server's clock at `now` as the page's script reads it (`data-now`): Unix seconds to
    /// the millisecond, so the page's countdowns turn with the server's seconds.
    static func serverClock(_ now: Date) -> String {
        String(format: "%.3f", now.timeIntervalSince1970)
    }

    /// `date` as whole Unix seconds, as the page's script reads times.
    static func unixSeconds(_ date: Date) -> Int {
        Int(saturating: date.timeIntervalSince1970.rounded(.down))
    }

    /// A paragraph saying what went wrong, for a page with nothing else to show.
    static func problem(_ text: String) -> String {
        #"<p class="status stale">\#(HTMLText.escaped(text))</p>"#
    }

    /// The page's last line: when its data came, or, after a failed fetch, what went wrong
    /// (`failure`, in words), since when the page shows older data, and when the next try is.
    static func status(
        failure: String?, updatedAt: Date?, nextFetchAt: Date, clock: ClockTimeFormatter
    ) -> String {
        guard let failure else {
            return updatedAt.map { #"<p class="status">Updated \#(clock.hoursAndMinutes($0)).</p>"# } ?? ""
        }
        let shown = updatedAt.map { "; showing what came at \(clock.hoursAndMinutes($0))" } ?? ""
        return problem(
            "\(failure.capitalizedFirst)\(shown); retrying at \(clock.hoursAndMinutes(nextFetchAt)).")
    }

    /// A table cell naming a category by its letter and its name (the narrowest screens and a TV
    /// show only the letter).
    static func categoryCell(symbol: String, name: String) -> String {
        #"<td class="category"><span class="letter">\#(HTMLText.escaped(symbol))</span> "#
            + #"<span class="name">\#(HTMLText.escaped(name))</span></td>"#
    }

    /// A link to the page of the meeting `name`, showing `text` (the name unless given).
    static func meetingLink(_ name: String, text: String? = nil) -> String {
        #"<a href="\#(HTMLText.escaped(meetingPath(name)))">\#(HTMLText.escaped(text ?? name))</a>"#
    }

    /// The path of `meeting`'s page.
    static func meetingPath(_ name: String) -> String {
        path("/meeting/", name)
    }

    /// `prefix` followed by `segment` percent-encoded as one path segment.
    static func path(_ prefix: String, _ segment: String) -> String {
        prefix + (segment.addingPercentEncoding(withAllowedCharacters: unreserved) ?? "")
    }

    /// The characters a path segment carries as they are (RFC 3986's unreserved ones); every other
    /// is percent-encoded.
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
