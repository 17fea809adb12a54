/// The script of every page of `nexttogo serve`, served as its own file (`/page.js`) so the
/// pages' Content-Security-Policy can forbid inline script. With JavaScript off each page reloads
/// itself instead. It ticks every countdown once a second, in the words the terminal uses,
/// reckoned on the server's clock (the first `data-now`, Unix seconds), so a screen whose clock is
/// off still counts down to the right second:
/// - the board's rows, from each row's start (`tr.race[data-start]`);
/// - any other countdown marked by `WebPageShell.ticking` (`span.ticking`, with its start, its
///   words and the distance from the start past which it is left as the server wrote it).
///
/// On the board it follows the server's `/events` stream: each `board` event is the board's new
/// markup, which the server escaped, put in place without a reload. On a page whose `main` has
/// `data-refetch`, it asks for the page again that often while the page is in view, and puts the
/// new page's `main` in place of the old, which also tells the server the page is still open;
/// when the server cannot be reached or does not answer 200 (busy, say) the page keeps what it
/// shows and asks again next time.
public enum WebPageScript {
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
          var offset = 0;
          function readServerClock() {
            var marked = document.querySelector("[data-now]");
            var serverNow = marked ? Number(marked.getAttribute("data-now")) : NaN;
            if (isFinite(serverNow)) { offset = serverNow - Date.now() / 1000; }
          }
          function secondsTo(element, now) {
            return Math.ceil(Number(element.getAttribute("data-start")) - now);
          }
          function tick() {
            var now = Date.now() / 1000 + offset;
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
              if (words && isFinite(left) && Math.abs(left) < limit) { countdowns[j].textContent = words(left); }
            }
          }
          function follow() {
            if (!window.EventSource) { return; }
            var board = document.getElementById("board");
            var events = new EventSource("/events");
            events.addEventListener("board", function (event) {
              board.innerHTML = event.data;
              readServerClock();
              tick();
            });
          }
          function refetch(main, seconds) {
            if (!window.fetch || !window.DOMParser) { return; }
            setInterval(function () {
              if (document.hidden) { return; }
              fetch(window.location.href, { cache: "no-store" })
                .then(function (response) { return response.ok ? response.text() : null; })
                .then(function (text) {
                  if (text === null) { return; }
                  var fresh = new DOMParser().parseFromString(text, "text/html").querySelector("main");
                  if (!fresh) { return; }
                  main.innerHTML = fresh.innerHTML;
                  var now = fresh.getAttribute("data-now");
                  if (now !== null) { main.setAttribute("data-now", now); }
                  readServerClock();
                  tick();
                })
                .catch(function () {});
            }, seconds * 1000);
          }
          document.addEventListener("DOMContentLoaded", function () {
            readServerClock();
            tick();
            setInterval(tick, 1000);
            if (document.getElementById("board")) { follow(); }
            var main = document.querySelector("main[data-refetch]");
            var every = main ? Number(main.getAttribute("data-refetch")) : NaN;
            if (main && isFinite(every) && every > 0) { refetch(main, every); }
          });
        })();

        """
}
