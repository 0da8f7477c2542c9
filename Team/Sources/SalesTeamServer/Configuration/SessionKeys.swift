import Foundation
import SalesConfiguration
import SalesSupport

/// The keys that seal the sales API's tokens at rest, read once from `SESSION_KEY_FILE` (a systemd
/// credential in the unit): one key per line as 64 hex digits, the first sealing, the one after it
/// (while a key rotates) only opening. A key file others may read, or its group write, is refused;
/// its group may read it (0640: a Kubernetes Secret mounted for the pod's `fsGroup`, as
/// `/etc/ssl/private` keys are for `ssl-cert`). A systemd credential is 0400.
package enum SessionKeys {
    package static func read(_ path: String) throws(ConfigurationError) -> [[UInt8]] {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw ConfigurationError("SESSION_KEY_FILE \(path) cannot be read: \(String(cString: strerror(errno)))")
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw ConfigurationError("SESSION_KEY_FILE \(path) is not a file")
        }
        guard status.st_mode & 0o027 == 0 else {
            throw ConfigurationError("SESSION_KEY_FILE \(path) may be read by others: chmod 600 it (or 640)")
        }
        guard let data = FileManager.default.contents(atPath: path), data.count <= 4096 else {
            throw ConfigurationError("SESSION_KEY_FILE \(path) cannot be read, or is not a key file")
        }
        let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let keys = lines.compactMap(Self.key)
        guard !keys.isEmpty, keys.count == lines.count, keys.count <= 2 else {
            throw ConfigurationError(
                "SESSION_KEY_FILE \(path) must hold one key (or two while rotating), each 64 hex digits on a line;"
                    + " make one with: openssl rand -hex 32")
        }
        return keys
    }

    private static func key(_ line: String) -> [UInt8]? {
        let digits = Array(line.utf8)
        guard digits.count == 64 else { return nil }
        var key: [UInt8] = []
        for index in stride(from: 0, to: 64, by: 2) {
            guard let high = Hex.value(of: digits[index]), let low = Hex.value(of: digits[index + 1]) else {
                return nil
            }
            key.append(high << 4 | low)
        }
        return key
    }
}
