import PresentationLayer

extension RaceTableLayout.Line {
    /// The line with its urgency's colour, or bold for the header, when colour is on.
    func styled(usesColor: Bool) -> String {
        switch urgency {
        case nil: ANSIStyle.apply(ANSIStyle.bold, to: text, when: usesColor)
        case .normal: text
        case .soon: ANSIStyle.apply(ANSIStyle.soon, to: text, when: usesColor)
        case .jumped: ANSIStyle.apply(ANSIStyle.jumped, to: text, when: usesColor)
        }
    }
}
