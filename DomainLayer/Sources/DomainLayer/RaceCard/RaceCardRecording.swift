import DataLayer

/// The race a demo card was recorded from: DataLayer's own, which the domain uses as it is,
/// named here so that the layers above can name it without DataLayer.
public typealias RaceCardRecording = DataLayer.RaceCardRecording
