import Foundation
import SalesMiddleware
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The notifier against a datagram socket of the test's own, as systemd would listen.
@Suite struct ServiceManagerNotifierTests {
    @Test func tellsTheServiceManagerItIsReadyWithItsAddress() throws {
        let (socketPath, descriptor) = try makeServiceManagerSocket()
        defer { close(descriptor) }

        let sent = ServiceManagerNotifier(environment: ["NOTIFY_SOCKET": socketPath]).ready(
            status: "listening on 127.0.0.1:8080")

        #expect(sent)
        #expect(receive(descriptor) == "READY=1\nSTATUS=listening on 127.0.0.1:8080\n")
    }

    @Test func keepsItsStatusOnOneLine() throws {
        let (socketPath, descriptor) = try makeServiceManagerSocket()
        defer { close(descriptor) }

        ServiceManagerNotifier(environment: ["NOTIFY_SOCKET": socketPath]).ready(status: "a\nWATCHDOG=1")

        #expect(receive(descriptor) == "READY=1\nSTATUS=aWATCHDOG=1\n")
    }

    @Test(arguments: [[:], ["NOTIFY_SOCKET": ""], ["NOTIFY_SOCKET": "/nonexistent/notify"]])
    func doesNothingWithoutAServiceManager(environment: [String: String]) {
        #expect(!ServiceManagerNotifier(environment: environment).ready(status: "listening"))
    }

    /// A datagram socket bound to a new path, as systemd's NOTIFY_SOCKET.
    private func makeServiceManagerSocket() throws -> (String, Int32) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "notify-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("socket").path
        let descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
        try #require(descriptor >= 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0)
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return (path, descriptor)
    }

    private func receive(_ descriptor: Int32) -> String? {
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : nil
    }
}
