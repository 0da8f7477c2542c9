import Foundation
import SalesCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The tz database on this machine, found and read as the C library finds and reads it, so the
/// reader's clock is the one `date` and `ls -l` show for the same `TZ`: names under `TZDIR` (else
/// `/usr/share/zoneinfo`), the system's zone in `/etc/localtime`.
package struct ZoneDatabase: Sendable {
    /// Where zone names are looked up.
    package var directory: String
    /// The system's zone, when `TZ` is not set.
    package var systemZone: String

    package init(directory: String = "/usr/share/zoneinfo", systemZone: String = "/etc/localtime") {
        self.directory = directory
        self.systemZone = systemZone
    }

    /// This machine's database, `TZDIR` heeded as the C library heeds it.
    package init(environment: [String: String]) {
        self.init(directory: environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo")
    }

    /// The zone a tz database name (`Asia/Tokyo`, `EST5EDT`) names; `nil` when there is no such
    /// file, or it is not a zone. Names only: no absolute path, no `..`.
    package func zone(named name: String) -> TransitionZone? {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !name.isEmpty, !name.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
        else { return nil }
        return zone(inFile: directory + "/" + name)
    }

    /// The zone in a file given as `TZ` gives one: absolute, or relative to the database.
    func zone(forFile name: String) -> TransitionZone? {
        zone(inFile: name.hasPrefix("/") ? name : directory + "/" + name)
    }

    /// The system's zone and its name in the database (what `/etc/localtime` links to below a
    /// `zoneinfo/` folder), else `localtime`; `nil` when there is none.
    func system() -> (name: String, zone: TransitionZone)? {
        guard let zone = zone(inFile: systemZone) else { return nil }
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(systemZone, &buffer, buffer.count - 1)
        let target = count > 0 ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        guard let range = target.range(of: "zoneinfo/", options: .backwards) else { return ("localtime", zone) }
        return (String(target[range.upperBound...]), zone)
    }

    /// A regular file's bytes read as TZif; `nil` for anything else (a missing file, a folder, a
    /// FIFO — never waited on —, a file over 1 MiB, bytes that are not a zone).
    private func zone(inFile path: String) -> TransitionZone? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= 1 << 20 else {
            return nil
        }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { read(descriptor, $0 + filled, buffer.count - filled) } ?? 0
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        return try? TransitionZone(tzif: Array(bytes[0..<filled]))
    }
}
