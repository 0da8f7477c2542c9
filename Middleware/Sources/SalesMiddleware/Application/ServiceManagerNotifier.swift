#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tells the service manager how the service is — systemd with `Type=notify` — through the datagram
/// socket `NOTIFY_SOCKET` names (sd_notify(3)'s protocol, without libsystemd): `READY=1` once the
/// server listens, so `systemctl start` returns, and what waits for the service starts, only when
/// connections are accepted. Outside a service manager (no `NOTIFY_SOCKET`) it does nothing.
package struct ServiceManagerNotifier: Sendable {
    /// A file system path, or an abstract one (`@name`).
    private let socketPath: String?

    package init(environment: [String: String]) {
        socketPath = environment["NOTIFY_SOCKET"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `READY=1`, with a line of status; whether the service manager was told.
    @discardableResult
    package func ready(status: String) -> Bool {
        send("READY=1\nSTATUS=\(status.filter { $0 != "\n" })\n")
    }

    /// Sends `message` in one datagram; `false` without a socket, or when it cannot be sent.
    private func send(_ message: String) -> Bool {
        guard let socketPath, var address = Self.address(socketPath) else { return false }
        let descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let length = socklen_t(MemoryLayout.offset(of: \sockaddr_un.sun_path) ?? 2) + socklen_t(socketPath.utf8.count)
        let sent = Array(message.utf8).withUnsafeBytes { bytes in
            withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { sockaddr in
                    sendto(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL), sockaddr, length)
                }
            }
        }
        return sent == message.utf8.count
    }

    /// The socket's address; an abstract name (`@…`) starts with a zero byte. `nil` when the path
    /// does not fit.
    private static func address(_ path: String) -> sockaddr_un? {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        var bytes = Array(path.utf8)
        if bytes.first == UInt8(ascii: "@") { bytes[0] = 0 }
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { field in
            field.copyBytes(from: bytes)
        }
        return address
    }
}
