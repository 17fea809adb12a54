import Foundation

extension CountryFilter {
    /// The longest code taken; the feed's are two or three letters.
    public static let longestCode = 8

    /// The codes `text` names, separated by commas, in capitals, as `--country` and the config
    /// file's `country` write them, such as `aus,nz`. Codes nexttogo has not seen are allowed,
    /// as the feed's codes vary; nil when one cannot be a code (a blank, digits, punctuation).
    public static func codes(_ text: String) -> [String]? {
        let codes = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces).uppercased() }
        let valid = codes.allSatisfy { code in
            (1...longestCode).contains(code.count) && code.allSatisfy { $0.isASCII && $0.isLetter }
        }
        return valid ? codes : nil
    }
}
