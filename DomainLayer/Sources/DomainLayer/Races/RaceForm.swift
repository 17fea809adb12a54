import DataLayer

/// What the feed tells about a race beyond when and where it runs: DataLayer's own form, which
/// the domain uses as it is (a `Race` carries it `printable`), named here so that the layers
/// above can name it without DataLayer.
public typealias RaceForm = DataLayer.RaceForm
