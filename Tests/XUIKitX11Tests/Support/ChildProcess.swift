import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child process started with `posix_spawn`, with its stdin, stdout and stderr on pipes.
///
/// Foundation's `Process` lets a child inherit the spawning thread's signal mask, and Swift
/// Testing runs tests on dispatch worker threads that block most signals: such a child never
/// sees SIGTERM. Here the child starts with no blocked signals and default dispositions.
/// A child still running at deinit is killed, so no test leaves one behind.
final class ChildProcess {
    let pid: pid_t
    private var exitStatus: Int32?
    private var input: Int32
    private let output: Int32
    private let errorOutput: Int32

    /// Starts `executable` with `arguments` and exactly `environment`. `descriptors` maps child
    /// descriptor numbers (above 2) to descriptors of this process to pass on.
    init(_ executable: String, _ arguments: [String], environment: [String: String],
         descriptors: [Int32: Int32] = [:]) throws {
        let stdinPipe = try Self.makePipe(), stdoutPipe = try Self.makePipe(), stderrPipe = try Self.makePipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // dup2 clears close-on-exec on each copy; everything else stays behind.
        posix_spawn_file_actions_adddup2(&actions, stdinPipe.read, 0)
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
        [stdinPipe.read, stdoutPipe.write, stderrPipe.write].forEach { _ = close($0) }
        guard status == 0 else {
            [stdinPipe.write, stdoutPipe.read, stderrPipe.read].forEach { _ = close($0) }
            throw TestSetupError("cannot start \(executable): \(String(cString: strerror(status)))")
        }
        self.pid = pid
        input = stdinPipe.write
        output = stdoutPipe.read
        errorOutput = stderrPipe.read
    }

    deinit {
        if waitForExit(timeout: 0) == nil {
            kill(pid, SIGKILL)
            _ = waitForExit(timeout: 10)
        }
        [input, output, errorOutput].filter { $0 >= 0 }.forEach { _ = close($0) }
    }

    /// A pipe whose ends are not inherited by children (until dup2'd onto 0–2).
    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw TestSetupError("pipe failed: errno \(errno)") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Writes `text` to the child's stdin and closes it.
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBufferPointer { write(input, $0.baseAddress, $0.count) }
        close(input)
        input = -1
    }

    /// Sends `signal` to the child.
    func signal(_ signal: Int32) { kill(pid, signal) }

    /// Waits up to `timeout` for the child to exit and returns its exit status (128 + n when a
    /// signal n ended it), or nil if it still runs.
    func waitForExit(timeout: TimeInterval) -> Int32? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while exitStatus == nil {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                let signal = status & 0x7F
                exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
            } else if Date() >= deadline {
                return nil
            } else {
                usleep(5_000)
            }
        }
        return exitStatus
    }

    /// Everything the child wrote to stdout so far, without waiting for more.
    var standardOutput: String {
        Self.drain(output, into: &outputBytes)
        return String(decoding: outputBytes, as: UTF8.self)
    }

    /// Everything the child wrote to stderr so far, without waiting for more.
    var standardError: String {
        Self.drain(errorOutput, into: &errorBytes)
        return String(decoding: errorBytes, as: UTF8.self)
    }

    private var outputBytes: [UInt8] = []
    private var errorBytes: [UInt8] = []

    /// Appends what is in the pipe now. Never waits for end-of-file: another child may hold a
    /// copy of the write end.
    private static func drain(_ descriptor: Int32, into bytes: inout [UInt8]) {
        var chunk = [UInt8](repeating: 0, count: 4096)
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while poll(&poller, 1, 0) > 0, poller.revents & Int16(POLLIN) != 0 {
            let count = read(descriptor, &chunk, chunk.count)
            guard count > 0 else { break }
            bytes += chunk.prefix(count)
        }
    }
}
