import Foundation
import TestSupport

/// What the program should show of each recorded race card, read off the recordings by hand.
enum ExpectedRaceCards {
    /// One runner as it should be shown.
    struct Runner {
        var number: Int
        var name: String
        var barrier: Int?
        var rider: String?
        var trainer: String
        var form: String
        var win: Double?
        var place: Double?
        var favourite = false
        var position: Int?
        var scratched = false
        var emergency = false
        /// The opening price, the change since and the sparkline of the feed's fluctuations.
        var moves: [String] = []
    }

    /// A card: its status and its runners in the order shown.
    struct Card {
        var fixture: RaceCardFixtures.Card
        var title: String
        var status: String
        var runners: [Runner]
    }

    static let openGreyhound = Card(
        fixture: RaceCardFixtures.openGreyhound, title: "Greyhound · Albion Park R7", status: "open",
        runners: [
            Runner(
                number: 1, name: "Master Distiller", barrier: 1, trainer: "Kerri-Lyn Harkness", form: "31351",
                win: 3.2, place: 1.18),
            Runner(
                number: 2, name: "Our Matriarch", barrier: 2, trainer: "Chris Brydon", form: "5416375257",
                win: 13, place: 2.35),
            Runner(
                number: 3, name: "Blue Jangles", barrier: 3, trainer: "Shane Topping", form: "6822823812",
                win: 26, place: 3.6),
            Runner(
                number: 4, name: "Where's Johnson", barrier: 4, trainer: "Greg Deering", form: "1464816212",
                win: 1.6, place: 1.04, favourite: true),
            Runner(
                number: 5, name: "Always Broke", barrier: 5, trainer: "Anne Clelland", form: "6468741656",
                win: 101, place: 8.5),
            Runner(
                number: 6, name: "Gloria's Legacy", barrier: 6, trainer: "Paul Cauchi", form: "3x76286333",
                win: 71, place: 6.5),
            Runner(
                number: 7, name: "Daysea's Unique", barrier: 7, trainer: "Darryl Mcgrath", form: "2433711635",
                win: 10, place: 2),
            Runner(
                number: 8, name: "Bora Blue", barrier: 8, trainer: "Casey Dargusch", form: "1682431624",
                win: 6, place: 1.5),
        ])

    static let finalHarness = Card(
        fixture: RaceCardFixtures.finalHarness, title: "Harness · Bendigo R6", status: "final",
        runners: [
            Runner(
                number: 5, name: "Interpretation", barrier: 4, rider: "Liam Older", trainer: "T J French",
                form: "4598424472", win: 19, place: 4.2, position: 1, moves: ["11.00", "+73%", "▁▃█▇"]),
            Runner(
                number: 11, name: "Community Art", barrier: 4, rider: "Tayla French", trainer: "T J Dawson",
                form: "37161650x2", win: 3.5, place: 1.35, position: 2, moves: ["6.50", "-46%", "█▄▁▁"]),
            Runner(
                number: 10, name: "American Hammer Nz", barrier: 3, rider: "Josh Dickie",
                trainer: "J I Dickie, S K Kilgour", form: "21x", win: 2.4, place: 1.3, favourite: true,
                position: 3, moves: ["2.00", "+20%", "▁▂█▇"]),
            Runner(
                number: 7, name: "Harryhoo", barrier: 6, rider: "James Herbertson", trainer: "D K Curran",
                form: "311700x284", win: 10, place: 2.8, position: 4, moves: ["17.00", "-41%", "▅█▁"]),
            Runner(
                number: 6, name: "Our Rocky", barrier: 5, rider: "Abby Sanderson", trainer: "S T Sanderson",
                form: "003127967x", win: 16, place: 2.8, position: 5, moves: ["13.00", "+23%", "▅▁█"]),
            Runner(
                number: 9, name: "Saint Win", barrier: 2, rider: "Greg Sugars", trainer: "Kylie Linsell",
                form: "6183231495", win: 21, place: 4.5, position: 6, moves: ["17.00", "+24%", "▁█▂▆"]),
            Runner(
                number: 1, name: "Karuma Kev", barrier: 1, rider: "Ellen Tormey", trainer: "Trevor Monk",
                form: "1973330186", win: 7, place: 2.1, position: 7, moves: ["6.00", "+17%", "▁█▃▆"]),
            Runner(
                number: 8, name: "Polly Peachum", barrier: 1, rider: "Tony Vlaeminck", trainer: "B L Morgan",
                form: "9983821183", win: 21, place: 3.9, position: 8, moves: ["14.00", "+50%", "▁▃█"]),
            Runner(
                number: 4, name: "Beau Bronski", barrier: 3, rider: "Ryan Sanderson",
                trainer: "T K Gange, J G Allan-Gange", form: "9263141348", win: 18, place: 4, position: 9,
                moves: ["14.00", "+29%", "▁▃█▄"]),
            Runner(
                number: 2, name: "Beach Wreck", barrier: 2, rider: "Josh Duggan", trainer: "T J French",
                form: "8968170848", win: 41, place: 5.5, position: 10, moves: ["21.00", "+95%", "▁▃█"]),
            Runner(
                number: 3, name: "Write About Angus Nz", rider: "Abby Sanderson", trainer: "J A Douglas",
                form: "4102258360", scratched: true, emergency: true),
        ])

    static let openLadbrokesHorse = Card(
        fixture: RaceCardFixtures.openLadbrokesHorse, title: "Horse · Kanazawa R9", status: "open",
        runners: [
            Runner(
                number: 1, name: "Apollo Nike", barrier: 1, rider: "Tatsuya Nakajima",
                trainer: "Toshiyuki Takahashi", form: "59x2320478"),
            Runner(
                number: 2, name: "J K Bonita", barrier: 2, rider: "Kouji Fujita",
                trainer: "Toshiyuki Takahashi",
                form: "5x54170094"),
            Runner(
                number: 3, name: "Rhyme Word", barrier: 3, rider: "Kunihisa Hirase", trainer: "Yutaka Kuroki",
                form: "8x08618706"),
            Runner(
                number: 4, name: "Tugend", barrier: 4, rider: "Shouma Katou", trainer: "Toshiyuki Takahashi",
                form: "2x56644144"),
            Runner(
                number: 5, name: "Catherine Emu", barrier: 5, rider: "Chihiro Kaneko",
                trainer: "Michio Takahashi",
                form: "9787x31512"),
            Runner(
                number: 6, name: "Runaway Boy", barrier: 6, rider: "Satoshi Yonekura",
                trainer: "Kazuhiro Kato",
                form: "2670007311"),
            Runner(
                number: 7, name: "Heliosheath", barrier: 7, rider: "Taiga Kurihara", trainer: "Yukio Noda",
                form: "x780887415"),
            Runner(
                number: 8, name: "Success Song", barrier: 8, rider: "Kenshin Uozumi", trainer: "Seiji Sukita",
                form: "21x4125325"),
            Runner(
                number: 9, name: "Coeur De Reine", barrier: 9, rider: "Masayoshi Aoyagi",
                trainer: "Toshiyuki Takahashi", form: "3122x11243"),
        ])

    static let all = [openGreyhound, finalHarness, openLadbrokesHorse]

    /// A table line's cells: the text between runs of two or more spaces.
    static func cells(_ line: Substring) -> [String] {
        line.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
    }

    /// The cells the table should show for `runner`, empty ones left out.
    static func expectedCells(_ runner: Runner) -> [String] {
        // The recorded cards have at most ten placings.
        let placings = ["1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th"]
        let identity = [
            runner.position.map { placings[$0 - 1] }, "\(runner.number)", runner.name,
            runner.barrier.map(String.init),
        ]
        .compactMap { $0 }
        guard !runner.scratched else { return identity + ["SCRATCHED"] }
        let win = runner.win.map { String(format: "%.2f", $0) + (runner.favourite ? "*" : "") }
        return identity
            + [
                runner.rider, runner.trainer, win, runner.place.map { String(format: "%.2f", $0) },
            ]
            .compactMap { $0 } + runner.moves + [runner.form]
    }
}
