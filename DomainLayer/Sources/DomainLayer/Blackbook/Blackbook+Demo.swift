extension Blackbook {
    /// What `--demo` follows on the recorded day, beside the config file's names: a runner, a
    /// driver (written with an initial, as a punter might) and a trainer of the recorded harness
    /// card, which every harness race of the demo's day shows, and whose recorded market moves;
    /// and a greyhound of the recorded greyhound card, so that at any hour of the day one of them
    /// runs within the hour (the day's greyhound and harness races are never 15 minutes apart).
    public static let demo = Blackbook([
        FollowedName(.runner, "Community Art"), FollowedName(.jockey, "J Dickie"),
        FollowedName(.trainer, "Trevor Monk"), FollowedName(.runner, "Master Distiller"),
    ])

    /// This blackbook with `other`'s names added after its own.
    public func adding(_ other: Blackbook) -> Blackbook {
        Blackbook(entries + other.entries)
    }
}
