import DomainLayer
import Foundation
import SharedUtils

extension RacingDayPages {
    /// A race card's page (`/race/<id>`) for `snapshot` at `now`, as `nexttogo race` shows it: the
    /// race's details with its status after the jump and its favourite, then every runner with its
    /// fixed prices and how they moved, scratchings and, once run, the placings; or what went
    /// wrong when the card never arrived. It keeps fresh as `RacingDayPages.freshness` says.
    public func card(_ snapshot: RaceCardSnapshot, at now: Date) -> String {
        let failure = snapshot.failure.map(Self.message)
        let status = WebPageShell.status(
            failure: failure, updatedAt: snapshot.updatedAt, nextFetchAt: snapshot.nextFetchAt, clock: clock)
        guard let card = snapshot.card else {
            return WebPageShell.html(
                title: "nexttogo · race", heading: "Race card", origin: nil,
                freshness: Self.freshness, now: now, content: status)
        }
        let model = RaceCardViewModel(card: card, now: now, timeZone: timeZone)
        // The comment, often a paragraph, comes after the runners, so that a phone reaches them first.
        let (comments, others) = (
            model.header.lines.filter { $0.label == Self.commentLabel },
            model.header.lines.filter { $0.label != Self.commentLabel }
        )
        let facts = others.map(Self.fact)
        let comment =
            comments.isEmpty ? "" : #"<dl class="facts comment">\#(comments.map(Self.fact).joined())</dl>"#
        let notice = model.notice.map { #"<p class="note">\#(HTMLText.escaped($0))</p>"# } ?? ""
        let name = card.race.meetingName
        let link = WebPageShell.meetingLink(name, text: "All races at \(name)")
        let meeting = #"<p class="note">\#(link)</p>"#
        let content =
            "<h2>\(HTMLText.escaped(model.header.title))</h2>" + notice
            + #"<dl class="facts">\#(facts.joined())</dl>"# + table(model) + comment + meeting + status
        return WebPageShell.html(
            title: "nexttogo · \(model.header.title)", heading: model.header.title,
            origin: card.recordedFrom == nil ? .live : .recorded,
            freshness: Self.freshness, now: now, content: content)
    }

    /// The label of the race's comment among its facts.
    static let commentLabel = "Comment"

    /// One labelled fact, its countdown ticking in the page when it has one.
    private static func fact(_ line: RaceDetailsViewModel.Line) -> String {
        "<dt>\(HTMLText.escaped(line.label))</dt><dd>\(text(line.value, ticking: line.countdown))</dd>"
    }

    /// What a page says when the card cannot be shown: the terminal's words without its
    /// command-line advice, which is for whoever runs the server.
    public static func message(_ failure: RaceCardFetchError) -> String {
        switch failure {
        case .unknownRace: "the racing API does not know this race"
        case .noRecordedCard, .fetch: failure.message
        }
    }

    private func table(_ model: RaceCardViewModel) -> String {
        let rider = model.riderHeading.map { #"<th class="rider">\#(HTMLText.escaped($0))</th>"# } ?? ""
        let placing = model.hasResults ? "<th>Place</th>" : ""
        let head =
            #"<thead><tr>\#(placing)<th>No.</th><th>Runner</th><th class="barrier">Barrier</th>\#(rider)"#
            + #"<th class="trainer">Trainer</th><th class="price">Win</th><th class="price">Place</th>"#
            + #"<th class="price open">Open</th><th class="price move">Move</th><th class="form">Form</th>"#
            + "</tr></thead>"
        let rows = model.rows.map { row in
            // A scratched runner shows SCRATCHED in place of its people and prices, as in the terminal.
            let people: [String] = [model.riderHeading == nil ? nil : row.rider, row.trainer].compactMap {
                $0
            }
            let shownPeople: [String] =
                row.isScratched
                ? [RunnerRowViewModel.scratchedText] + people.dropFirst().map { _ in "" } : people
            let leading: [(String, String)?] = [
                model.hasResults ? ("", row.placingText) : nil, ("", row.numberText), ("", row.name),
                ("barrier", row.barrierText),
            ]
            let peopleClasses = (model.riderHeading == nil ? [] : ["rider"]) + ["trainer"]
            let cells: [String] = (leading.compactMap { $0 } + Array(zip(peopleClasses, shownPeople))).map {
                Self.cell($0.1, class: $0.0)
            }
            let move: String = [row.changeText, row.sparkline].filter { !$0.isEmpty }.joined(separator: " ")
            let prices: [String] = [
                ("price", row.winText), ("price", row.placeText), ("price open", row.openingText),
                ("price move", move),
            ].map { Self.cell(row.isScratched ? "" : $0.1, class: $0.0) }
            let marks: [String?] = [row.isScratched ? "scratched" : nil, row.isFavourite ? "favourite" : nil]
            let classes = (["runner"] + marks.compactMap { $0 }).joined(separator: " ")
            return #"<tr class="\#(classes)">"# + cells.joined() + prices.joined()
                + Self.cell(row.form, class: "form") + "</tr>"
        }
        let noPrices =
            model.rows.isEmpty || model.publishesPrices
            ? "" : #"<p class="note">\#(HTMLText.escaped(RaceCardViewModel.noPricesText))</p>"#
        return #"<table class="races card">"# + head + "<tbody>" + rows.joined() + "</tbody></table>"
            + noPrices
    }

    /// A table cell holding `text`, escaped, of the class `class` when not empty (the columns a
    /// phone leaves out are named by their class).
    private static func cell(_ text: String, class name: String) -> String {
        (name.isEmpty ? "<td>" : #"<td class="\#(name)">"#) + HTMLText.escaped(text) + "</td>"
    }
}
