extension ServeLoadBenchmark {
    /// The figures of one run.
    struct Result {
        let load: Load
        let front: Front
        /// Why fewer streams than asked for were opened; nil when all were.
        let openFiles: String?
        /// Streams still open with boards at the end of the load, as the benchmark saw them.
        let streamsHeld: Int
        /// The streams the server counted as open at the end of the load (`/healthz`).
        let screensCounted: Int
        let deliveries: ChangeDeliveries
        /// When the board changed, in Unix seconds.
        let changeDeadlines: [Int]
        let requests: BoardRequestTally.Counts
        /// The server's peak resident memory over its life, in bytes.
        let peakMemory: Int
        /// nginx's peak resident memory, through Nchan.
        let nginxPeakMemory: Int?
        /// What an idle stream costs the process holding the streams (serve, or nginx), in bytes:
        /// its growth in resident memory from before the first opened to a second after the last,
        /// over their number.
        let idleStreamMemory: Double
        /// What a stream asked for on a connection that has had a page first costs serve, in
        /// bytes (`ServeLoadBenchmark.afterPageStreams` of them, on a server of their own); serve
        /// direct only.
        var afterPageStreamMemory: Double? = nil
        /// Requests the server made of the API over its life, and during the load.
        let upstreamRequests: Int
        let upstreamDuringLoad: Int
        /// Requests the second server, with one screen, made of its API over the same span.
        let oneScreenUpstreamRequests: Int
        /// The server's CPU seconds at rest, over `restElapsed` seconds.
        let restCPUSeconds: Double
        let restElapsed: Double
        /// The streams the server counted as open while at rest.
        let restScreensCounted: Int
        /// The server's exit status on SIGTERM at the end, streams open.
        let exitStatus: Int32
        /// CPU seconds over the load, of the server and of the benchmark (the load generator and
        /// the API), which share the machine.
        let loadCPUSeconds: Double
        let generatorCPUSeconds: Double
        /// nginx's CPU seconds over the load, through Nchan.
        let nginxLoadCPUSeconds: Double?

        /// Cores used at rest.
        var restCores: Double { restCPUSeconds / restElapsed }

        /// The `fraction` percentile (nearest rank) of the latencies of the answers, or of those
        /// due within a second after a change (`nearChanges`) or at other times, in seconds.
        func latency(percentile fraction: Double, nearChanges: Bool? = nil) -> Double {
            let answers = requests.answers.filter { answer in
                nearChanges.map { isNearAChange(answer.dueAt) == $0 } ?? true
            }
            let sorted = answers.map(\.latency).sorted()
            guard !sorted.isEmpty else { return .nan }
            let rank = Int((fraction * Double(sorted.count)).rounded(.up))
            return sorted[min(sorted.count, max(1, rank)) - 1]
        }

        /// Whether `time` (Unix seconds) falls in the second after one of the changes.
        private func isNearAChange(_ time: Double) -> Bool {
            changeDeadlines.contains { time >= Double($0) && time < Double($0) + 1 }
        }
    }
}
