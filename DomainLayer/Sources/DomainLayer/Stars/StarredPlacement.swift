/// Where the races of starred meetings go on the board.
public enum StarredPlacement: Sendable, Hashable {
    /// Among the others in start order: a star only marks them.
    case inStartOrder
    /// Only races of starred meetings are on the board.
    case only
    /// The races the board shows in start order, with those of starred meetings moved first,
    /// each group in start order: the same races at any `--count`, only in another order, so a
    /// starred race an hour away never pushes out one about to jump.
    case first
}
