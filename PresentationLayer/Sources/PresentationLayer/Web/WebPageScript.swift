import DomainLayer

/// The script of every page of `nexttogo serve`, served as its own file (`/page.js`) so the
/// pages' Content-Security-Policy can forbid inline script. With JavaScript off, or in a browser
/// without what the script needs, each page reloads itself instead (`data-reload`). It ticks
/// every countdown just after each second, in the words the terminal uses, reckoned on the
/// server's clock (the first `data-now`, Unix seconds to the millisecond), so a screen whose clock
/// is off still counts down to the right second:
/// - the board's rows, from each row's start (`tr.race[data-start]`);
/// - any other countdown marked by `WebPageShell.ticking` (`span.ticking`, with its start, its
///   words, the distance from the start past which it stops, and the line, a date, that the
///   whole line becomes once that far past the start, as the terminal's does).
///
/// On the board it follows the server's `/events` stream, or the stream `serve --events-url` names
/// (`data-events`: an Nchan channel): each `board` event is the board's new markup, which the
/// server escaped, put in place without a reload, or, from Nchan, the board's races as
/// `/api/board` gives them, which the script lays out as the server does (start times in the zone
/// of `data-zone`), every text escaped. On a page whose `main` has
/// `data-refetch`, it asks for the page again that often while the page is in view, and puts the
/// new page's `main` in place of the old, which also tells the server the page is still open;
/// one ask at a time, each given up after the interval. While text in `main` is selected, what
/// comes is held, so a copy is not lost, and shown once the selection ends, or at the fourth ask
/// whatever the selection. A link that had the keyboard's focus keeps it across either kind of
/// update. When the server cannot be reached or does not answer 200 (busy, say) the page keeps
/// what it shows and asks again next time; after `unreachableAfterSeconds` of that, on either
/// kind of page, it says so at the top of the page until the server's next answer replaces it. A
/// tab brought back into view asks at once. An event stream refused (not 200, which a browser
/// never tries again) is opened again after 5 s.
public enum WebPageScript {
    /// How long the server may be out of reach before the page says so: a little over the
    /// racing day's pages' three asks, and over an event stream's reconnection wait.
    static let unreachableAfterSeconds = 30
    /// How soon a refused event stream is opened again: as soon as serve's `retry` has a dropped
    /// one opened again.
    static let reopenAfterMilliseconds = 5_000

    /// The script.
    public static let javaScript = """
        "use strict";
        (function () {
          function two(n) { return n < 10 ? "0" + n : "" + n; }
          function compact(seconds) {
            var m = Math.abs(seconds), h = Math.floor(m / 3600), min = Math.floor(m % 3600 / 60), s = m % 60;
            var sign = seconds < 0 ? "-" : "";
            if (h > 0) { return sign + h + "h " + two(min) + "m"; }
            if (min > 0) { return sign + min + "m " + two(s) + "s"; }
            return sign + s + "s";
          }
          function startsIn(seconds) {
            return seconds < 0 ? "jumped " + compact(-seconds) : compact(seconds);
          }
          function unit(value, name) { return value + " " + name + (value === 1 ? "" : "s"); }
          function spoken(seconds) {
            if (seconds === 0) { return "starts now"; }
            var m = Math.abs(seconds), h = Math.floor(m / 3600), min = Math.floor(m % 3600 / 60), s = m % 60;
            var parts = h > 0
              ? [unit(h, "hour"), min > 0 ? unit(min, "minute") : null]
              : [min > 0 ? unit(min, "minute") : null, s > 0 ? unit(s, "second") : null];
            var amount = parts.filter(function (part) { return part !== null; }).join(" ");
            return seconds > 0 ? "starts in " + amount : "started " + amount + " ago";
          }
          var wordings = {
            "starts-in": startsIn,
            "in": function (seconds) { return seconds < 0 ? startsIn(seconds) : "in " + compact(seconds); },
            "spoken": spoken
          };
          // The server's clock less this screen's, in seconds: the largest seen, as a page that
          // took longer to arrive makes it smaller; a change of over 2 s is the screen's clock set.
          var offset = null;
          function readServerClock() {
            var marked = document.querySelector("[data-now]");
            var serverNow = marked ? Number(marked.getAttribute("data-now")) : NaN;
            if (!isFinite(serverNow)) { return; }
            var seen = serverNow - Date.now() / 1000;
            if (offset === null || seen > offset || Math.abs(seen - offset) > 2) { offset = seen; }
          }
          function serverNow() { return Date.now() / 1000 + (offset || 0); }
          function secondsTo(element, now) {
            return Math.ceil(Number(element.getAttribute("data-start")) - now);
          }
          function tick() {
            var now = serverNow();
            var rows = document.querySelectorAll("tr.race[data-start]");
            for (var i = 0; i < rows.length; i++) {
              var seconds = secondsTo(rows[i], now);
              var cell = rows[i].querySelector("td.countdown");
              if (cell && isFinite(seconds)) { cell.textContent = startsIn(seconds); }
              rows[i].classList.toggle("soon", seconds > 0 && seconds < \(RaceUrgency.soonSeconds));
              rows[i].classList.toggle("jumped", seconds <= 0);
            }
            var countdowns = document.querySelectorAll("span.ticking[data-start]");
            for (var j = 0; j < countdowns.length; j++) {
              var left = secondsTo(countdowns[j], now);
              var words = wordings[countdowns[j].getAttribute("data-wording")];
              var limit = Number(countdowns[j].getAttribute("data-limit"));
              var past = countdowns[j].getAttribute("data-past-limit");
              if (words && isFinite(left) && Math.abs(left) < limit) {
                countdowns[j].textContent = words(left);
              } else if (isFinite(left) && left <= -limit && past !== null && countdowns[j].parentNode) {
                // Long past its start with no word from the server: the line becomes its date,
                // as the terminal writes it, lead and trail too.
                countdowns[j].parentNode.textContent = past;
              }
            }
          }
          // Ticks just after each whole second of the server's clock, as the terminal does.
          function tickEverySecond() {
            tick();
            var now = serverNow();
            setTimeout(tickEverySecond, (Math.floor(now) + 1 - now) * 1000 + 5);
          }
          // Says at the top of the page that the server cannot be reached, until what it shows is
          // replaced by what the server sends next.
          function markUnreachable(main) {
            if (main.querySelector(".unreachable")) { return; }
            var note = document.createElement("p");
            note.className = "status stale unreachable";
            note.textContent = "Cannot reach the server: showing what it last sent, and trying again.";
            main.insertBefore(note, main.firstChild);
          }
          // Puts `markup` in `container` in place of what it holds, keeping the keyboard's focus
          // on the link to the same place, so a screen read or driven by keyboard does not lose
          // its place each time the page is brought up to date.
          function replaceKeepingFocus(container, markup) {
            var focused = document.activeElement;
            var href = focused && focused !== container && container.contains(focused)
              ? focused.getAttribute("href") : null;
            container.innerHTML = markup;
            if (href === null) { return; }
            var links = container.querySelectorAll("a[href]");
            for (var i = 0; i < links.length; i++) {
              if (links[i].getAttribute("href") === href) { links[i].focus({ preventScroll: true }); return; }
            }
          }
          // Whether text in `container`, or running into it, is selected.
          function selecting(container) {
            var selection = window.getSelection ? window.getSelection() : null;
            return selection !== null && !selection.isCollapsed && selection.rangeCount > 0
              && selection.getRangeAt(0).intersectsNode(container);
          }
          var categories = \(categoriesJSON);
          function escaped(text) {
            var span = document.createElement("span");
            span.textContent = text === null || text === undefined ? "" : String(text);
            return span.innerHTML;
          }
          // Where a meeting is, as the server words it: the state in Australia, else the country.
          function place(race) {
            var state = (race.venue_state || "").trim(), country = (race.venue_country || "").trim();
            if (country === "" || country.toUpperCase() === "AUS") { return state || country; }
            return country.toUpperCase() === "CA" ? "CAN" : country;
          }
          function clockTime(seconds, zone, withSeconds) {
            try {
              return new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit",
                second: withSeconds ? "2-digit" : undefined, hourCycle: "h23",
                timeZone: zone || undefined }).format(new Date(seconds * 1000));
            } catch (error) { return ""; }
          }
          // The board's markup from its races as /api/board gives them (what serve publishes to
          // an Nchan channel), laid out as the server lays the board out.
          function boardFromRecords(board, races) {
            var zone = board.getAttribute("data-zone");
            var now = serverNow();
            // When this screen heard of the board, as the server words when it fetched one.
            var status = '<p class="status">updated ' + escaped(clockTime(now, zone, true)) + "</p>";
            if (races.length === 0) { return '<p class="status">No upcoming races right now.</p>' + status; }
            var shown = board.querySelector("table.races");
            var rowsClass = shown ? (shown.className.match(/rows-[0-9]+/) || [""])[0]
              : "rows-" + Math.min(Math.max(races.length, \(BoardPage.tvLeastRows)), \(BoardPage.tvRows));
            var rows = races.map(function (race) {
              var category = categories[race.category];
              var start = Math.floor(Date.parse(race.advertised_start) / 1000);
              var star = race.starred ? '<span class="star" title="starred">★</span> ' : "";
              return '<tr class="race' + (category ? " " + race.category : "") + (race.starred ? " starred" : "")
                + '" data-start="' + start + '"><td class="category"><span class="letter">'
                + escaped(category ? category[0] : "?") + '</span> <span class="name">'
                + escaped(category ? category[1] : race.category) + "</span></td>"
                + '<td class="meeting">' + star + escaped(race.meeting_name) + "</td>"
                + '<td class="location">' + escaped(place(race)) + "</td>"
                + '<td class="number"><a href="/race/' + encodeURIComponent(race.race_id) + '">R'
                + escaped(race.race_number) + "</a></td>"
                + '<td class="countdown"></td><td class="start">' + escaped(clockTime(start, zone)) + "</td></tr>";
            });
            return '<table class="races ' + rowsClass + '" data-now="' + now.toFixed(3) + '">'
              + '<thead><tr><th class="category">Category</th><th>Meeting</th><th class="location">Location</th>'
              + '<th>Race</th><th class="countdown">Starts in</th><th class="start">Start</th></tr></thead><tbody>'
              + rows.join("") + "</tbody></table>" + status;
          }
          // A board event from either stream: serve's own (the board's markup) or an Nchan
          // channel's (its races, the JSON of /api/board).
          function showBoard(board, data) {
            if (data.charAt(0) === "[") {
              var races;
              try { races = JSON.parse(data); } catch (error) { return; }
              if (!Array.isArray(races)) { return; }
              replaceKeepingFocus(board, boardFromRecords(board, races));
            } else {
              replaceKeepingFocus(board, data);
              readServerClock();
            }
            tick();
          }
          function follow(board) {
            var lost = null;
            function open() {
              var events = new EventSource(board.getAttribute("data-events") || "/events");
              events.addEventListener("board", function (event) { showBoard(board, event.data); });
              // An Nchan channel that names no event sends its messages as `message`.
              events.addEventListener("message", function (event) { showBoard(board, event.data); });
              events.addEventListener("open", function () { clearTimeout(lost); lost = null; });
              events.addEventListener("error", function () {
                if (lost === null) {
                  lost = setTimeout(function () { markUnreachable(board); }, \(unreachableAfterSeconds) * 1000);
                }
                // A browser tries a dropped stream again by itself, but not one that was refused
                // (an nginx whose Nchan has not reached Redis yet answers 503): that one is opened
                // again here.
                if (events.readyState === EventSource.CLOSED) {
                  setTimeout(open, \(reopenAfterMilliseconds));
                }
              });
            }
            open();
          }
          function refetch(main, seconds) {
            var pending = false, failures = 0, held = null, heldAsks = 0;
            function failed() {
              failures += 1;
              if (failures >= \(unreachableAfterSeconds) / seconds) { markUnreachable(main); }
            }
            function show(fresh) {
              held = null;
              heldAsks = 0;
              var freshMain = fresh.querySelector("main");
              replaceKeepingFocus(main, freshMain.innerHTML);
              var now = freshMain.getAttribute("data-now");
              if (now !== null) { main.setAttribute("data-now", now); }
              var heading = document.querySelector("header .what"), freshHeading = fresh.querySelector("header .what");
              if (heading && freshHeading) { heading.textContent = freshHeading.textContent; }
              document.title = fresh.title;
              readServerClock();
              tick();
            }
            // A page that comes while text in main is selected is held, so a copy is not lost, and
            // shown once the selection ends, or at the fourth ask whatever the selection.
            document.addEventListener("selectionchange", function () {
              if (held !== null && !selecting(main)) { show(held); }
            });
            function ask() {
              if (document.hidden || pending) { return; }
              pending = true;
              var controller = window.AbortController ? new AbortController() : null;
              var limit = setTimeout(function () { if (controller) { controller.abort(); } }, seconds * 1000);
              fetch(window.location.href, { cache: "no-store", signal: controller ? controller.signal : undefined })
                .then(function (response) { return response.ok ? response.text() : null; })
                .then(function (text) {
                  if (text === null) { failed(); return; }
                  var fresh = new DOMParser().parseFromString(text, "text/html");
                  if (!fresh.querySelector("main")) { failed(); return; }
                  failures = 0;
                  if (selecting(main) && heldAsks < 3) {
                    held = fresh;
                    heldAsks += 1;
                    return;
                  }
                  show(fresh);
                })
                .catch(failed)
                .then(function () { clearTimeout(limit); pending = false; });
            }
            setInterval(ask, seconds * 1000);
            document.addEventListener("visibilitychange", ask);
          }
          document.addEventListener("DOMContentLoaded", function () {
            readServerClock();
            tickEverySecond();
            var main = document.querySelector("main");
            var board = document.getElementById("board");
            var every = main ? Number(main.getAttribute("data-refetch")) : NaN;
            var reload = main ? Number(main.getAttribute("data-reload")) : NaN;
            if (board && window.EventSource) {
              follow(board);
            } else if (main && isFinite(every) && every > 0 && window.fetch && window.DOMParser) {
              refetch(main, every);
            } else if (isFinite(reload) && reload > 0) {
              // A browser without what the page's script needs reloads, as with script off.
              setTimeout(function () { window.location.reload(); }, reload * 1000);
            }
          });
        })();

        """

    /// Each category's letter and name, by the name `/api/board` gives it, for the board the
    /// script lays out from an Nchan channel's races.
    private static var categoriesJSON: String {
        "{"
            + RaceCategory.allCases.map { #""\#($0.rawValue)": ["\#($0.symbol)", "\#($0.displayName)"]"# }
            .joined(separator: ", ") + "}"
    }
}
