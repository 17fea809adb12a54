/// Repeated measurements of one thing, in seconds.
struct Samples {
    private(set) var seconds: [Double] = []

    /// Adds one measurement.
    mutating func append(_ duration: Duration) {
        seconds.append(duration.seconds)
    }

    /// The middle measurement (the mean of the middle two for an even count).
    var median: Double {
        let sorted = seconds.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// The fastest measurement.
    var minimum: Double { seconds.min() ?? .nan }

    /// Measures `body` `count` times.
    static func measure(_ count: Int, _ body: () throws -> Void) rethrows -> Samples {
        var samples = Samples()
        let clock = ContinuousClock()
        for _ in 0..<count {
            samples.append(try clock.measure(body))
        }
        return samples
    }

    /// Measures the async `body` `count` times.
    static func measure(_ count: Int, _ body: () async throws -> Void) async rethrows -> Samples {
        var samples = Samples()
        let clock = ContinuousClock()
        for _ in 0..<count {
            let start = clock.now
            try await body()
            samples.append(start.duration(to: clock.now))
        }
        return samples
    }
}

extension Duration {
    /// The duration in seconds, as a floating-point number.
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}
