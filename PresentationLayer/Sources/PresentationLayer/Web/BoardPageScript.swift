/// The board page's script, served as its own file (`/board.js`) so the page's
/// Content-Security-Policy can forbid inline script. It ticks every countdown once a second from
/// the row's start (`data-start`, Unix seconds), in the words the terminal uses, reckoned on the
/// server's clock (the table's `data-now`), so a screen whose clock is off still counts down to
/// the right second; and it follows the server's `/events` stream: each `board` event is the
/// board's new markup, which the server escaped, put in place without a reload. With JavaScript
/// off the page reloads itself instead.
public enum BoardPageScript {
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
          var offset = 0;
          function readServerClock() {
            var table = document.querySelector("table.races[data-now]");
            var serverNow = table ? Number(table.getAttribute("data-now")) : NaN;
            if (isFinite(serverNow)) { offset = serverNow - Date.now() / 1000; }
          }
          function tick() {
            var now = Date.now() / 1000 + offset;
            var rows = document.querySelectorAll("tr.race[data-start]");
            for (var i = 0; i < rows.length; i++) {
              var seconds = Math.ceil(Number(rows[i].getAttribute("data-start")) - now);
              var cell = rows[i].querySelector("td.countdown");
              if (cell && isFinite(seconds)) { cell.textContent = startsIn(seconds); }
              rows[i].classList.toggle("soon", seconds > 0 && seconds < \(RaceUrgency.soonSeconds));
              rows[i].classList.toggle("jumped", seconds <= 0);
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
          document.addEventListener("DOMContentLoaded", function () {
            readServerClock();
            tick();
            setInterval(tick, 1000);
            follow();
          });
        })();

        """
}
