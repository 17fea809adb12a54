import Foundation

/// Prints the benchmark's findings as Markdown tables, section by section, then the targets.
struct BenchmarkReport {
    let settings: BenchmarkSettings

    /// The machine and tools the figures come from.
    func printHeader() {
        emit(
            """
            # nexttogo benchmarks (\(settings.name) run)

            Machine: \(MachineDescription.processor), \(ProcessInfo.processInfo.activeProcessorCount) cores, \
            \(Units.bytes(Int(ProcessInfo.processInfo.physicalMemory))) memory; \(MachineDescription.version(of: "jq")), \
            \(MachineDescription.version(of: "curl"))

            """)
    }

    /// The pipeline table's heading, before its first row.
    func printPipelineHeader() {
        emit(
            """
            ## 1 and 2. Pipeline (body → races → board for horse and greyhound → rows → text) and jq

            | races | body | median | min | MB/s | per race | peak memory | × body | jq median | jq peak | faster than jq |
            |---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
            """)
    }

    /// One row of the pipeline table, as soon as its size is done.
    func printProgress(_ result: PipelineBenchmark.Result) {
        emit(
            "| \(Units.count(result.races)) | \(Units.bytes(result.bodyBytes)) "
                + "| \(Units.time(result.pipeline.median)) | \(Units.time(result.pipeline.minimum)) "
                + "| \(String(format: "%.0f", result.megabytesPerSecond)) | \(Units.time(result.secondsPerRace)) "
                + "| \(Units.bytes(result.peakMemory)) "
                + "| \(Units.ratio(Double(result.peakMemory) / Double(result.bodyBytes))) "
                + "| \(Units.time(result.jq.median)) | \(Units.bytes(result.jqPeakMemory)) "
                + "| \(Units.ratio(result.speedUpOverJQ)) |")
    }

    /// Whether the pipeline grows linearly with the body.
    func printPipeline(_ results: [PipelineBenchmark.Result]) {
        // Below 1,000 races fixed costs dominate; compare the time per race from there up.
        let large = results.filter { $0.races >= 1_000 }
        guard let first = large.first, let last = large.last, first.races < last.races else {
            emit("\nToo few large sizes in this run to judge how the pipeline grows.\n")
            return
        }
        let growth = last.secondsPerRace / first.secondsPerRace
        let verdict = growth < 1.5 ? "linear" : "more than linear: the time per race grows with the body"
        emit(
            "\nTime per race from \(Units.count(first.races)) to \(Units.count(last.races)) races: "
                + "\(Units.time(first.secondsPerRace)) → \(Units.time(last.secondsPerRace)) "
                + "(\(Units.ratio(growth))): \(verdict).\n")
    }

    /// The one-shot comparison.
    func printEndToEnd(_ result: EndToEndBenchmark.Result) {
        emit(
            """
            ## 3. One shot, process start to exit, against a loopback server (10 recorded races)

            | command | median | min |
            |---|---:|---:|
            | `nexttogo --json --filter horse,greyhound --api-url …` | \(Units.time(result.nexttogo.median)) | \(Units.time(result.nexttogo.minimum)) |
            | `curl -s … \\| jq …` | \(Units.time(result.curlAndJQ.median)) | \(Units.time(result.curlAndJQ.minimum)) |

            nexttogo / curl+jq: \(Units.ratio(result.ratio)) at the medians; \
            \(String(format: "%.1f", result.requestsPerNexttogoRun)) request per nexttogo run.

            CPU seconds spent waiting on a silent server (`--timeout \(EndToEndBenchmark.silentServerTimeoutSeconds)` \
            against a server that accepts and never answers, user + system): \
            \(String(format: "%.3f", result.silentServerCPUSeconds)) s, target under \
            \(EndToEndBenchmark.silentServerCPUTarget) s.

            """)
    }

    /// The watch-mode figures.
    func printWatch(_ result: WatchAtRestBenchmark.Result) {
        let targets = WatchAtRestBenchmark.Targets.self
        let verdict = { (met: Bool) in met ? "met" : "missed" }
        emit(
            """
            ## 4. Watch mode at rest (`nexttogo --watch --demo` in a 100×30 pseudo-terminal, \(String(format: "%.0f", result.seconds)) s)

            | | measured | target | |
            |---|---:|---:|---|
            | wake-ups per second, the watch loop's thread | \(String(format: "%.1f", result.loopWakeUpsPerSecond)) | ≤ \(String(format: "%.1f", targets.loopWakeUpsPerSecond)) | \(verdict(result.loopWakeUpsPerSecond <= targets.loopWakeUpsPerSecond)) |
            | wake-ups per second, all threads | \(String(format: "%.1f", result.wakeUpsPerSecond)) | ≤ \(String(format: "%.1f", targets.wakeUpsPerSecond)) | \(verdict(result.wakeUpsPerSecond <= targets.wakeUpsPerSecond)) |
            | CPU per minute | \(String(format: "%.3f", result.cpuSecondsPerMinute)) s | < \(String(format: "%.1f", targets.cpuSecondsPerMinute)) s | \(verdict(result.cpuSecondsPerMinute < targets.cpuSecondsPerMinute)) |
            | bytes written per second | \(String(format: "%.0f", result.bytesPerSecond)) B | < \(String(format: "%.0f", targets.bytesPerSecond)) B | \(verdict(result.bytesPerSecond < targets.bytesPerSecond)) |

            """)
    }

    /// The request counts.
    func printRequests(_ results: [RequestRateBenchmark.Result], card: RaceCardRequestBenchmark.Result) {
        var text = """
            ## 5. Requests over a simulated \(settings.simulatedHours) h (the interactor on a manual clock, demo feed, 5 rows)

            A top-up is a request sooner than a poll interval after the one before: the board asks
            again when the races of the last page, less those that have jumped, no longer fill it.

            | filter | requests | scheduled polls | top-ups | per hour | most at once |
            |---|---:|---:|---:|---:|---:|

            """
        for result in results {
            text +=
                "| \(result.filterName) | \(Units.count(result.requests)) | \(Units.count(result.scheduledPolls)) "
                + "| \(Units.count(result.topUps)) | \(String(format: "%.1f", result.requestsPerHour)) "
                + "| \(result.mostAtOnce) |\n"
        }
        text += """

            A race card in watch mode (the race-card interactor on a manual clock, a demo card):

            | race card | requests |
            |---|---:|
            | open for \(card.openHours) h | \(Units.count(card.requestsWhileOpen)) |
            | closed, the hour after | \(Units.count(card.requestsWhileClosed)) |

            """
        emit(text)
    }

    /// The race-card decoding figures.
    func printRaceCard(_ results: [RaceCardBenchmark.Result], screen: RaceCardScreenBenchmark.Result) {
        var text = """
            ## 6. Race cards (`method=racecard` body → runners with fixed prices and results)

            | body | size | runners | decode median | min | peak memory |
            |---|---:|---:|---:|---:|---:|

            """
        for result in results {
            text +=
                "| \(result.name) | \(Units.bytes(result.bodyBytes)) | \(result.runners) "
                + "| \(Units.time(result.decode.median)) | \(Units.time(result.decode.minimum)) "
                + "| \(Units.bytes(result.peakMemory)) |\n"
        }
        text += """

            Watch mode with the synthesised card open, in-process (medians): a tick \
            \(Units.time(screen.tick.median)), from the card laid out when it came; the card arriving \
            changed, laid out anew, \(Units.time(screen.newCard.median)); a tick over a message about \
            a race id of 30,000 characters \(Units.time(screen.failureTick.median)).

            """
        emit(text)
    }

    /// The racing day's decoding figures.
    func printRacingDay(_ result: RacingDayBenchmark.Result) {
        let text = """
            ## 7. The racing day (`/v2/racing/meeting` body → meetings with their races)

            | body | size | meetings | races | decode median | min | decode and map median | peak memory |
            |---|---:|---:|---:|---:|---:|---:|---:|
            | recorded day (two racing dates) | \(Units.bytes(result.bodyBytes)) | \(result.meetings) \
            | \(result.races) | \(Units.time(result.decode.median)) | \(Units.time(result.decode.minimum)) \
            | \(Units.time(result.decodeAndMap.median)) | \(Units.bytes(result.peakMemory)) |

            A hostile day, one meeting of 20,000 races named by 25,000 compound bets \
            (\(Units.bytes(result.hostileBytes))): decoded in \(Units.time(result.hostileDecode.median)) \
            (median; min \(Units.time(result.hostileDecode.minimum))). A day of 16,000 meetings with \
            200-letter names (\(Units.bytes(result.longNamesBytes))): a misspelt name looked up, \
            suggestions included, in \(Units.time(result.suggestion.median)) (median). Watch mode's `m` \
            screen over 30,000 meetings, in-process: a frame at rest (a tick) \
            \(Units.time(result.meetingsTick.median)), so \(String(format: "%.3f", result.meetingsTick.median)) \
            of a core at one tick a second; an arrow key \(Units.time(result.meetingsKey.median)); a fetch \
            of the day arriving, filtered and ordered anew, \(Units.time(result.meetingsFetch.median)) (medians).

            """
        emit(text)
    }

    /// Each target, met or not, with its figure.
    func printTargets(_ results: BenchmarkResults) {
        var lines: [String] = []
        if let tenThousand = results.pipeline?.first(where: { $0.races == 10_000 }) {
            let memory = Double(tenThousand.peakMemory) / Double(tenThousand.bodyBytes)
            lines.append(
                target(
                    tenThousand.speedUpOverJQ >= 5, "pipeline at 10,000 races at least 5× faster than jq",
                    Units.ratio(tenThousand.speedUpOverJQ)))
            lines.append(
                target(
                    memory < 3, "pipeline peak memory at 10,000 races under 3× the body", Units.ratio(memory))
            )
        } else {
            lines.append("- not measured in this run: the pipeline at 10,000 races")
        }
        if let endToEnd = results.endToEnd {
            lines.append(
                target(
                    endToEnd.ratio <= 0.5, "one shot at most half the wall time of curl | jq",
                    Units.ratio(endToEnd.ratio)))
            lines.append(
                target(
                    endToEnd.silentServerCPUSeconds < EndToEndBenchmark.silentServerCPUTarget,
                    "one shot under \(EndToEndBenchmark.silentServerCPUTarget) CPU seconds waiting "
                        + "\(EndToEndBenchmark.silentServerTimeoutSeconds) s on a silent server",
                    String(format: "%.3f s", endToEnd.silentServerCPUSeconds)))
        }
        if let watch = results.watch {
            let targets = WatchAtRestBenchmark.Targets.self
            lines.append(
                target(
                    watch.loopWakeUpsPerSecond <= targets.loopWakeUpsPerSecond,
                    "watch mode's loop thread at most \(targets.loopWakeUpsPerSecond) wake-ups per second",
                    String(format: "%.1f", watch.loopWakeUpsPerSecond)))
            lines.append(
                target(
                    watch.wakeUpsPerSecond <= targets.wakeUpsPerSecond,
                    "watch mode at most \(targets.wakeUpsPerSecond) wake-ups per second, all threads "
                        + "(the loop's 1.5 and libdispatch's 1 s pool monitor)",
                    String(format: "%.1f", watch.wakeUpsPerSecond)))
            lines.append(
                target(
                    watch.cpuSecondsPerMinute < targets.cpuSecondsPerMinute,
                    "watch mode under \(targets.cpuSecondsPerMinute) CPU seconds per minute",
                    String(format: "%.3f s", watch.cpuSecondsPerMinute)))
            lines.append(
                target(
                    watch.bytesPerSecond < targets.bytesPerSecond,
                    "watch mode under \(Int(targets.bytesPerSecond)) bytes per second written when only countdowns change",
                    String(format: "%.0f B/s", watch.bytesPerSecond)))
        }
        if let requests = results.requests, let rich = requests.first {
            lines.append(
                target(
                    rich.scheduledPolls <= rich.hours * 12 + 1,
                    "12 scheduled polls per hour on a rich feed (\(rich.filterName)), top-ups counted apart",
                    String(
                        format: "%.1f per hour, and %d top-ups in %d h",
                        Double(rich.scheduledPolls) / Double(rich.hours),
                        rich.topUps, rich.hours)))
            let mostAtOnce = requests.map(\.mostAtOnce).max() ?? 0
            lines.append(target(mostAtOnce <= 1, "never two requests at once", "at most \(mostAtOnce)"))
        }
        if let card = results.raceCardRequests {
            lines.append(
                target(
                    card.requestsWhileOpen <= card.openHours * 120 + 1,
                    "an open race card adds 120 requests per hour, plus the first",
                    "\(card.requestsWhileOpen) in \(card.openHours) h"))
            lines.append(
                target(
                    card.requestsWhileClosed == 0, "a closed race card makes no requests",
                    "\(card.requestsWhileClosed) in the hour after"))
        }
        if let racingDay = results.racingDay {
            lines.append(
                timeTarget(
                    "the recorded racing day (\(Units.bytes(racingDay.bodyBytes))) decoded", racingDay.decode,
                    under: RacingDayBenchmark.decodeTarget))
            lines.append(
                timeTarget(
                    "a hostile day of compound bets (\(Units.bytes(racingDay.hostileBytes))) decoded",
                    racingDay.hostileDecode, under: RacingDayBenchmark.hostileDecodeTarget))
            lines.append(
                timeTarget(
                    "a misspelt name's suggestions on a day of long names (\(Units.bytes(racingDay.longNamesBytes)))",
                    racingDay.suggestion, under: RacingDayBenchmark.suggestionTarget))
            lines.append(
                target(
                    racingDay.meetingsTick.median < RacingDayBenchmark.tickTarget,
                    "the m screen over 30,000 meetings at rest under "
                        + "\(RacingDayBenchmark.tickTarget) of a core (a tick a second)",
                    Units.time(racingDay.meetingsTick.median) + " a tick"))
        }
        if let serve = results.serveLoad {
            lines += serveLoadTargets(serve)
        }
        if let nchan = results.serveThroughNchan {
            let deliveries = nchan.deliveries
            lines.append(
                target(
                    deliveries.changes > 0 && deliveries.onTime == deliveries.expected,
                    "through Nchan, every change reaches every one of \(Units.count(nchan.load.streams)) streams "
                        + "within \(Units.time(ServeLoadBenchmark.Targets.delivery))",
                    "\(Units.count(deliveries.onTime)) of \(Units.count(deliveries.expected)), the slowest in "
                        + Units.time(deliveries.slowest)))
        }
        emit("## Targets\n\n" + lines.joined(separator: "\n") + "\n")
    }

    /// The target that `samples`' median of `what` is under `limit` seconds, met or not.
    private func timeTarget(_ what: String, _ samples: Samples, under limit: Double) -> String {
        target(samples.median < limit, "\(what) in under \(Units.time(limit))", Units.time(samples.median))
    }

    func target(_ met: Bool, _ name: String, _ figure: String) -> String {
        "- \(met ? "met" : "NOT MET"): \(name): \(figure)"
    }

    func emit(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
