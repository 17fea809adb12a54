import DataLayer

/// Where a race stands, from open betting to official results: DataLayer's own status, which the
/// domain uses as it is, named here so that the layers above can name it without DataLayer.
public typealias RaceStatus = DataLayer.RaceStatus
