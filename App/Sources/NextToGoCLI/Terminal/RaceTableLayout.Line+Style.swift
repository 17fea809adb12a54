import PresentationLayer

extension RaceTableLayout.Line {
    /// The escape for the line's urgency's colour, or bold for the header.
    var style: String {
        switch urgency {
        case nil: ANSIStyle.bold
        case .normal: ""
        case .soon: ANSIStyle.soon
        case .jumped: ANSIStyle.jumped
        }
    }

    /// The line with its style when colour is on.
    func styled(usesColor: Bool) -> String {
        ANSIStyle.apply(style, to: text, when: usesColor)
    }
}
