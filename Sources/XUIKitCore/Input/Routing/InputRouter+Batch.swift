import Foundation

/// Input that arrived together, as `UIApplication.handle(_ inputs:)` hands it over.
extension InputRouter {
    /// Splits input into runs: consecutive touches of one window in one phase group (began;
    /// moved; ended or cancelled), each finger at most once, form one run; any other input is a
    /// run of its own.
    static func touchRuns(_ inputs: [InputEvent]) -> [[InputEvent]] {
        func group(_ input: InputEvent) -> (phase: Int, key: TouchTracker.Key)? {
            guard case .touch(let touch) = input.kind else { return nil }
            let phase: Int
            switch touch.phase {
            case .began: phase = 0
            case .moved: phase = 1
            case .ended, .cancelled: phase = 2
            }
            return (phase, TouchTracker.Key(device: touch.device, id: touch.id))
        }
        var runs: [[InputEvent]] = []
        var keys: Set<TouchTracker.Key> = []
        for input in inputs {
            if let this = group(input), let previous = runs.last?.last, let that = group(previous),
               previous.window == input.window, this.phase == that.phase, !keys.contains(this.key) {
                runs[runs.count - 1].append(input)
                keys.insert(this.key)
            } else {
                runs.append([input])
                keys = group(input).map { [$0.key] } ?? []
            }
        }
        return runs
    }
}
