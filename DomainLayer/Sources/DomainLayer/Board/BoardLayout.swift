/// How a board arranges its races.
public enum BoardLayout: Sendable, Hashable {
    /// One list: the first races of every chosen category together, in start order.
    case flat
    /// One group per chosen category, each with its own first races.
    case byCategory
}
