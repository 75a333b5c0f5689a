import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A child process for a test — the app under test, an X server, a bus daemon, a command-line
/// tool — started with `posix_spawn`, its output collected from pipes.
///
/// Foundation's `Process` lets a child inherit the spawning thread's signal mask, and Swift
/// Testing runs tests on worker threads that block most signals: such a child never sees
/// SIGTERM. A `TestProcess` starts with no blocked signals and default dispositions.
///
/// Output is read as it arrives (so a chatty child never blocks on a full pipe) and whenever
/// `standardOutput` or `standardError` is asked, so what a child printed before it exited is all
/// there once `waitForExit(timeout:)` has seen it exit. `stop()`, or deinit, ends the child.
///
/// ```swift
/// let tool = try TestProcess("/usr/bin/xclip", ["-selection", "clipboard", "-o"],
///                            environment: ["DISPLAY": server.displayName])
/// #expect(tool.waitForExit(timeout: 5) == 0)
/// #expect(tool.standardOutput == "copied")
/// ```
public final class TestProcess: Sendable {
    /// The child's process id.
    public let pid: pid_t

    /// The output pipes and what was read from them, the stdin pipe and the exit status, under
    /// one lock (the reader threads, the getters and `waitForExit` share them).
    private struct State {
        /// stdout and stderr: the read end (-1 once at end of file) and the bytes read so far.
        var pipes: [(descriptor: Int32, bytes: [UInt8])]
        /// The write end of stdin, or -1.
        var input: Int32
        var exitStatus: Int32?
    }

    private let state: Mutex<State>

    /// Starts `executable` (a full path) with `arguments` and exactly `environment`.
    ///
    /// - Parameters:
    ///   - descriptors: child descriptor numbers (above 2) mapped to descriptors of this process
    ///     to pass on, as an X server's `-displayfd 3` needs.
    ///   - acceptsInput: whether the child's stdin is a pipe that `send(_:)` writes (a program
    ///     that reads what to do from stdin); otherwise stdin is `/dev/null`.
    /// - Throws: `XCUIError` when the executable cannot be started.
    public init(_ executable: String, _ arguments: [String], environment: [String: String],
                descriptors: [Int32: Int32] = [:], acceptsInput: Bool = false) throws {
        let stdinPipe = acceptsInput ? try Self.makePipe() : nil
        let stdoutPipe = try Self.makePipe(), stderrPipe = try Self.makePipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // dup2 clears close-on-exec on each copy; every other descriptor stays behind.
        if let stdinPipe {
            posix_spawn_file_actions_adddup2(&actions, stdinPipe.read, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe.write, 1)
        posix_spawn_file_actions_adddup2(&actions, stderrPipe.write, 2)
        for (child, parent) in descriptors { posix_spawn_file_actions_adddup2(&actions, parent, child) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var argv = ([executable] + arguments).map { strdup($0) } + [nil]
        var envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, &argv, &envp)
        ([stdoutPipe.write, stderrPipe.write] + (stdinPipe.map { [$0.read] } ?? [])).forEach { _ = close($0) }
        guard status == 0 else {
            ([stdoutPipe.read, stderrPipe.read] + (stdinPipe.map { [$0.write] } ?? [])).forEach { _ = close($0) }
            throw XCUIError("cannot start \(executable): \(String(cString: strerror(status)))")
        }
        self.pid = pid
        state = Mutex(State(pipes: [(stdoutPipe.read, []), (stderrPipe.read, [])], input: stdinPipe?.write ?? -1))
        startReading()
    }

    deinit {
        stop()
        state.withLock { state in
            for pipe in state.pipes where pipe.descriptor >= 0 { close(pipe.descriptor) }
            if state.input >= 0 { close(state.input) }
        }
    }

    /// The full path of `name` on `$PATH`, or nil when it is not installed.
    public static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }

    // MARK: - Input and signals

    /// Writes `text` to the child's stdin and closes it (the child reads end-of-file next).
    /// The process must have been started with `acceptsInput: true`.
    public func send(_ text: String) {
        // The write may block until the child reads; the lock stays free for the output readers.
        let input = state.withLock { state in
            defer { state.input = -1 }
            return state.input
        }
        precondition(input >= 0, "TestProcess.send: start the process with acceptsInput: true, and send once")
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBufferPointer { write(input, $0.baseAddress! + sent, bytes.count - sent) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            sent += count
        }
        close(input)
    }

    /// Sends `signal` (SIGTERM, SIGINT…) to the child.
    public func signal(_ signal: Int32) { kill(pid, signal) }

    // MARK: - Output

    /// What the process printed on stdout so far.
    public var standardOutput: String { text(of: 0) }

    /// What the process printed on stderr so far.
    public var standardError: String { text(of: 1) }

    /// Whether both output pipes reached their end: everything the process (and any child of it
    /// that shares its output) printed is read.
    public var outputIsComplete: Bool {
        state.withLock { $0.pipes.allSatisfy { $0.descriptor < 0 } }
    }

    private func text(of index: Int) -> String {
        state.withLock { state in
            Self.drain(index, of: &state)
            return String(decoding: state.pipes[index].bytes, as: UTF8.self)
        }
    }

    /// Each pipe has a thread that waits for output and drains it; reads happen only in `drain`,
    /// under the lock, so a getter's read and the thread's never reorder bytes.
    private func startReading() {
        let descriptors = state.withLock { $0.pipes.map(\.descriptor) }
        for (index, descriptor) in descriptors.enumerated() {
            let thread = Thread { [weak self] in
                while true {
                    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&poller, 1, 100)
                    guard let self else { return }
                    let open = self.state.withLock { state in
                        Self.drain(index, of: &state)
                        return state.pipes[index].descriptor >= 0
                    }
                    if !open { return }
                }
            }
            thread.start()
        }
    }

    /// Appends what is in pipe `index` now, without waiting; closes it at end of file. Runs
    /// under the lock.
    private static func drain(_ index: Int, of state: inout State) {
        let descriptor = state.pipes[index].descriptor
        guard descriptor >= 0 else { return }
        var chunk = [UInt8](repeating: 0, count: 4096)
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while poll(&poller, 1, 0) > 0, poller.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
            let count = read(descriptor, &chunk, chunk.count)
            if count > 0 {
                state.pipes[index].bytes += chunk.prefix(count)
            } else if count < 0, errno == EINTR || errno == EAGAIN {
                continue
            } else {
                close(descriptor)
                state.pipes[index].descriptor = -1
                return
            }
        }
    }

    // MARK: - Ending

    /// Waits up to `timeout` seconds for the child to exit; its exit status (128 + the signal's
    /// number when a signal ended it), or nil while it still runs.
    @discardableResult
    public func waitForExit(timeout: TimeInterval) -> Int32? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            let exited = state.withLock { state -> Int32? in
                if let exitStatus = state.exitStatus { return exitStatus }
                var status: Int32 = 0
                guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
                let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
                state.exitStatus = code
                return code
            }
            if let exited { return exited }
            if Date() >= deadline { return nil }
            usleep(5_000)
        }
    }

    /// Ends the child if it still runs: `signal` (SIGTERM by default), then SIGKILL if it has
    /// not exited after `gracePeriod` seconds. It is reaped either way.
    public func stop(signal: Int32 = SIGTERM, gracePeriod: TimeInterval = 2) {
        guard waitForExit(timeout: 0) == nil else { return }
        kill(pid, signal)
        if waitForExit(timeout: gracePeriod) == nil {
            kill(pid, SIGKILL)
            waitForExit(timeout: 10)
        }
    }

    /// A pipe whose ends children do not inherit (until dup2'd onto 0–2).
    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw XCUIError("cannot make a pipe (errno \(errno))") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }
}
