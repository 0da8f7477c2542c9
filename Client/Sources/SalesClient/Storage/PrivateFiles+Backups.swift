import Foundation
import SalesOutput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Moving aside what cannot be used (a damaged copy, a link where a file belongs), under names
/// that never replace an earlier backup, and keeping the newest few.
extension PrivateFiles {
    /// Renames each of `files` that exists to its name + one suffix they share,
    /// `.<label>-<seconds since 1970>`, with `-2`, `-3`… added when a backup already has that name:
    /// an earlier backup is never replaced (a file is linked to its new name, which fails rather
    /// than replace, then unlinked). Then only the newest ``backupsKept`` backups of each file with
    /// this label remain. Returns the suffix.
    func moveAside(_ files: [URL], label: String) throws(Failure) -> String {
        try checkDirectory()
        let stamp = "\(label)-\(Int(now().timeIntervalSince1970))"
        for attempt in 1...10_000 {
            let suffix = "." + stamp + (attempt == 1 ? "" : "-\(attempt)")
            var moved: [URL] = []
            var taken = false
            for file in files {
                switch moveAside(file, to: file.path + suffix) {
                case .moved: moved.append(file)
                case .missing: continue
                case .taken: taken = true
                case .failed(let code):
                    throw Failure(message: "cannot move aside \(file.path): \(String(cString: strerror(code)))")
                }
                if taken { break }
            }
            guard taken else {
                for file in moved { pruneBackups(of: file, label: label) }
                return suffix
            }
            // Another backup has this name: put back what moved, and try the next one.
            for file in moved { _ = rename(file.path + suffix, file.path) }
        }
        throw Failure(message: "cannot move aside \(files.first?.path ?? ""): too many backups")
    }

    /// Deletes all but the newest ``backupsKept`` backups of `file` made with `label`, newest by
    /// their names' time and number. A backup that is a folder is left where it is: it is not ours to
    /// empty.
    private func pruneBackups(of file: URL, label: String) {
        let prefix = file.lastPathComponent + ".\(label)-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)) ?? []
        let backups = names.compactMap { name -> (name: String, order: [Int])? in
            guard name.hasPrefix(prefix) else { return nil }
            let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
            let numbers = parts.compactMap { Int($0) }
            guard (1...2).contains(parts.count), numbers.count == parts.count else { return nil }
            return (name, [numbers[0], numbers.count > 1 ? numbers[1] : 1])
        }
        for old in backups.sorted(by: { $0.order.lexicographicallyPrecedes($1.order) }).dropLast(Self.backupsKept) {
            unlink(file.deletingLastPathComponent().appendingPathComponent(old.name).path)
        }
    }

    private enum Move {
        case moved, missing, taken
        case failed(Int32)
    }

    private func moveAside(_ file: URL, to backup: String) -> Move {
        var status = stat()
        guard lstat(file.path, &status) == 0 else { return errno == ENOENT ? .missing : .failed(errno) }
        if status.st_mode & S_IFMT != S_IFDIR {
            // link(2) never replaces, and links a symbolic link itself.
            guard link(file.path, backup) == 0 else {
                if errno == EEXIST { return .taken }
                return renameUnlessTaken(file.path, backup)
            }
            unlink(file.path)
            return .moved
        }
        return renameUnlessTaken(file.path, backup)
    }

    /// For what cannot be linked (a folder, a file system without links): checked, then renamed.
    private func renameUnlessTaken(_ path: String, _ backup: String) -> Move {
        var status = stat()
        if lstat(backup, &status) == 0 { return .taken }
        return rename(path, backup) == 0 ? .moved : .failed(errno)
    }
}
