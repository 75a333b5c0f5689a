import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A child process (the app, Xvfb, dbus-daemon) started with `posix_spawn` with no blocked
/// signals (test runners block most signals on their threads, and `Process` passes that mask on),
/// its output collected from pipes. `stop()` or deinit ends it.
final class TestProcess: Sendable {
    let pid: pid_t

    /// What the reader threads collect and `waitForExit` learns, under one lock.
    private struct State {
        var output: [UInt8] = []
        var errorOutput: [UInt8] = []
        var exitStatus: Int32?
        var closedPipes = 0
    }

    private let state = Mutex(State())

    init(_ executable: String, _ arguments: [String], environment: [String: String]) throws {
        var outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
        guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { throw XCUIError("cannot make a pipe (errno \(errno))") }
        // Close-on-exec, so that another test's child, spawned later, does not hold these pipes
        // open (dup2 onto 1 and 2 clears the flag for this child).
        for descriptor in outPipe + errPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var argv = ([executable] + arguments).map { strdup($0) } + [nil]
        var envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, &argv, &envp)
        close(outPipe[1])
        close(errPipe[1])
        guard status == 0 else {
            close(outPipe[0])
            close(errPipe[0])
            throw XCUIError("cannot start \(executable): \(String(cString: strerror(status)))")
        }
        self.pid = pid
        startReading(outPipe[0], errPipe[0])
    }

    deinit { stop() }

    private func startReading(_ out: Int32, _ err: Int32) {
        for (descriptor, isError) in [(out, false), (err, true)] {
            let thread = Thread { [weak self] in
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = read(descriptor, &buffer, buffer.count)
                    if count <= 0 { break }
                    guard let self else { break }
                    let bytes = buffer[0 ..< count]
                    self.state.withLock { state in
                        if isError { state.errorOutput += bytes } else { state.output += bytes }
                    }
                }
                close(descriptor)
                guard let self else { return }
                self.state.withLock { $0.closedPipes += 1 }
            }
            thread.start()
        }
    }

    /// What the process printed on stdout so far.
    var standardOutput: String {
        state.withLock { String(decoding: $0.output, as: UTF8.self) }
    }

    /// What the process printed on stderr so far.
    var standardError: String {
        state.withLock { String(decoding: $0.errorOutput, as: UTF8.self) }
    }

    /// Whether both output pipes reached their end: everything the process printed is read.
    var outputIsComplete: Bool {
        state.withLock { $0.closedPipes == 2 }
    }

    /// Waits up to `timeout` seconds; the exit status (128 + the signal's number for a signal),
    /// or nil while it still runs.
    @discardableResult
    func waitForExit(timeout: TimeInterval) -> Int32? {
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

    /// SIGTERM, then SIGKILL after two seconds.
    func stop() {
        guard waitForExit(timeout: 0) == nil else { return }
        kill(pid, SIGTERM)
        if waitForExit(timeout: 2) == nil {
            kill(pid, SIGKILL)
            waitForExit(timeout: 2)
        }
    }
}
