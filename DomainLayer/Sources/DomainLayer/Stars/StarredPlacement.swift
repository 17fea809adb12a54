/// Where the races of starred meetings go on the board.
public enum StarredPlacement: Sendable, Hashable {
    /// Among the others in start order: a star only marks them.
    case inStartOrder
    /// Only races of starred meetings are on the board.
    case only
    /// Races of starred meetings first, then the rest, each group in start order.
    case first
}
