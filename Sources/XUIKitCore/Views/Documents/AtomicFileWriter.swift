import Foundation
import Glibc

/// Writes a file so that a crash, a full disk or a failed write never leaves it half-written
/// (R32.12): the bytes go to a new temporary file in the same folder, which is flushed to disk
/// (`fsync`) and then renamed over the old file — one atomic step on POSIX file systems — and the
/// folder is flushed so the rename itself survives a power cut. Until the rename, the old file is
/// untouched; on any failure the temporary file is removed.
///
/// A symbolic link is followed: its target is replaced, the link stays. The new file keeps the old
/// one's permissions (0644, less the umask, for a new file).
enum AtomicFileWriter {
    /// Why a write failed, in one line.
    struct Failure: Error, LocalizedError, Equatable {
        let message: String
        var errorDescription: String? { message }
    }

    /// [IMPL] Bytes written per `write` call.
    static let chunkSize = 1 << 20

    /// Replaces the file at `url` with `data`. `afterChunk` (tests) runs after each chunk with
    /// the bytes written so far; an error it throws fails the write as a failing disk would.
    static func write(_ data: Data, to url: URL, chunkSize: Int = chunkSize,
                      afterChunk: ((Int) throws -> Void)? = nil) throws {
        let target = url.resolvingSymlinksInPath()
        let folder = target.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).saving")
        var mode: mode_t = 0o644
        var existing = stat()
        if stat(target.path, &existing) == 0 { mode = existing.st_mode & 0o7777 }
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else { throw failure("cannot create a file in \(folder.path)") }
        do {
            try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
                var written = 0
                while written < buffer.count {
                    let length = min(chunkSize, buffer.count - written)
                    let result = Glibc.write(fd, buffer.baseAddress! + written, length)
                    if result < 0 {
                        if errno == EINTR { continue }
                        throw failure("cannot write \(target.path)")
                    }
                    written += result
                    try afterChunk?(written)
                }
            }
            guard fsync(fd) == 0 else { throw failure("cannot flush \(target.path) to disk") }
            if existing.st_mode != 0, fchmod(fd, mode) != 0 { throw failure("cannot keep the permissions of \(target.path)") }
        } catch {
            close(fd)
            unlink(temporary.path)
            throw error
        }
        guard close(fd) == 0 else { unlink(temporary.path); throw failure("cannot write \(target.path)") }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = failure("cannot replace \(target.path)")
            unlink(temporary.path)
            throw reason
        }
        let folderDescriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            _ = fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// A failure naming `what` and the system's reason (errno).
    private static func failure(_ what: String) -> Failure {
        Failure(message: "\(what): \(String(cString: strerror(errno)))")
    }
}
