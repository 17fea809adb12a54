import Foundation

/// Runs the jobs of the tasks that prefer it on threads of its own, away from Swift's shared
/// pool, whose threads are as many as the cores.
///
/// A command run in-process spends much of its time parsing its command line (the argument
/// parser checks its own declarations on every parse in a debug build): on two cores, a hundred
/// such runs at once held both of the pool's threads, and the clock-driven tests of the same
/// run, which need a moment of a thread each, ran out of their time limits waiting in line. On
/// threads of their own, the commands take turns with everything else as the system schedules
/// them.
public final class DedicatedTaskExecutor: TaskExecutor, @unchecked Sendable {
    // `jobs` is read and written only with `condition` locked.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var nextJob = 0

    /// Starts `threads` threads named after `name`, which wait for jobs for the life of the process.
    public init(threads: Int, name: String) {
        for index in 0..<threads {
            let thread = Thread { [self] in runJobs() }
            thread.name = "\(name)-\(index + 1)"
            thread.start()
        }
    }

    /// Queues `job` for the first free thread.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func runJobs() {
        while true {
            condition.lock()
            while nextJob == jobs.count {
                condition.wait()
            }
            let job = jobs[nextJob]
            nextJob += 1
            if nextJob == jobs.count {
                jobs.removeAll(keepingCapacity: true)
                nextJob = 0
            }
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
