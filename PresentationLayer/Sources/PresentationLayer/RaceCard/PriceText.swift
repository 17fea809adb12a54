import Foundation

/// Decimal prices as people read them: two places, such as `7.00`.
public enum PriceText {
    /// `price` to two places, such as `2.40`; empty when there is none.
    public static func text(_ price: Double?) -> String {
        price.map { String(format: "%.2f", $0) } ?? ""
    }

    /// `price` rounded to two places, for JSON.
    public static func rounded(_ price: Double?) -> Double? {
        price.map { ($0 * 100).rounded() / 100 }
    }

    /// A finishing position as a placing, such as `1st`, `2nd`, `3rd`, `11th` or `22nd`.
    public static func placing(_ position: Int) -> String {
        let suffix: String
        switch (position % 10, position % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(position)\(suffix)"
    }
}
