import Foundation

extension BlackbookReading {
    /// Every alert this pass raises, with start times worded by `time`: the followed runners'
    /// (`BlackbookAlerts`), then the price moves' (`PriceMoveAlerts`).
    public func alerts(time: (Date) -> String) -> [Alert] {
        BlackbookAlerts.alerts(for: sightings, time: time, at: at)
            + PriceMoveAlerts.alerts(for: priceMoves, time: time, at: at)
    }
}
