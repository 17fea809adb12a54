/// What a followed name is the name of: a horse or dog, the one who rides or drives it, or the
/// one who trains it.
public enum FollowKind: String, CaseIterable, Sendable, Hashable {
    /// A runner: a horse, greyhound or harness horse.
    case runner
    /// A jockey, or a harness race's driver: the runner's rider.
    case jockey
    /// A trainer.
    case trainer

    /// The config file's key for the names of this kind, such as `runners`.
    public var listKey: String { rawValue + "s" }
}
