import Dispatch
import Foundation

// A libFuzzer target for the whole way from a response body to what a person sees, through
// `RacePipelineCheck` (Tests/TestSupport), which `scripts/fuzz` compiles into this module over
// the layer modules SharedUtils, DataLayer, DomainLayer and PresentationLayer.

/// libFuzzer's entry point: takes the input through `RacePipelineCheck` and traps on the first
/// problem it reports, so the fuzzer keeps the input as a crash; a trap on the way is one too.
/// - Parameters:
///   - start: The first byte of the input.
///   - count: How many bytes the input has.
/// - Returns: Always 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = Data(bytes: start, count: count)
    let problems = PipelineRun.problems(input)
    if let problem = problems.first {
        // `fatalError` rather than `precondition`, because `-O` drops a precondition's message.
        fatalError(problem)
    }
    return 0
}

/// Runs the async check to its end from libFuzzer's synchronous callback.
private enum PipelineRun {
    /// The check's problems with `input`, waiting on this thread while a task works them out.
    static func problems(_ input: Data) -> [String] {
        let done = DispatchSemaphore(value: 0)
        let result = ResultBox()
        Task {
            result.problems = await RacePipelineCheck.check(input)
            done.signal()
        }
        done.wait()
        return result.problems
    }

    /// Carries the problems from the task to the waiting thread; the semaphore orders the two.
    private final class ResultBox: @unchecked Sendable {
        var problems: [String] = []
    }
}
