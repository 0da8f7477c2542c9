/// The names of the files the client makes in its data folder, exactly — what it may delete, move
/// aside or chmod. Anything else in the folder (another program's `key.pem`, a `copy-of-contract.pdf`)
/// is never touched, whatever its name starts with.
///
/// - `token-<16 hex>`: a session (one per API URL);
/// - `key`: the key the sessions and the local copy are sealed with;
/// - `copy-<16 hex>`: a user's products and sales; `rates-<16 hex>-<16 hex>` their kept rates of one
///   middleware (`rates-<16 hex>` before rates were kept per middleware);
/// - `generation-<16 hex>`, `copy.lock`: what a logout and the writes it races agree through;
/// - `quote.json`, `quote.lock`: the quote;
/// - `web-server`, `web-open.html`: how to reach a running `sales web`, and the page its browser
///   opens (``FileWebInstanceRegistry``);
/// - each of those set aside: `<name>.<label>-<seconds>` and `-2`, `-3`… (``Backup``);
/// - each being written: `.<name>.tmp-<pid>-<16 hex>` (``AtomicFile``).
enum OwnFileName {
    static let key = "key"
    static let copyLock = "copy.lock"

    /// What a set-aside file's label says: damage, something not a file, a quote that did not parse.
    static let backupLabels = ["damaged", "not-a-file", "corrupt"]

    static func isKey(_ name: some StringProtocol) -> Bool { name.utf8.elementsEqual(key.utf8) }
    static func isCopyLock(_ name: some StringProtocol) -> Bool { name.utf8.elementsEqual(copyLock.utf8) }
    static func isToken(_ name: some StringProtocol) -> Bool { isHashed(name, prefix: "token-") }
    static func isCopy(_ name: some StringProtocol) -> Bool { isHashed(name, prefix: "copy-") }
    static func isGeneration(_ name: some StringProtocol) -> Bool { isHashed(name, prefix: "generation-") }

    /// `rates-<16 hex>-<16 hex>`, or `rates-<16 hex>` (one file for every middleware, as kept before).
    static func isRates(_ name: some StringProtocol) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.starts(with: "rates-".utf8) else { return false }
        let rest = bytes.dropFirst(6)
        return (rest.count == 16 && isHex(rest))
            || (rest.count == 33 && isHex(rest.prefix(16)) && rest.dropFirst(16).first == UInt8(ascii: "-")
                && isHex(rest.suffix(16)))
    }

    /// The file `name` is a set-aside copy of (`key` of `key.damaged-1700000000-2`), with its label;
    /// `nil` when `name` is not of that form. Read byte for byte, as the folder lists it.
    static func backup(_ name: String) -> (of: String, label: String)? {
        let bytes = Array(name.utf8)
        for label in backupLabels {
            guard let start = lastIndex(of: Array(".\(label)-".utf8), in: bytes) else { continue }
            let stamp = bytes[(start + label.utf8.count + 2)...].split(
                separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
            guard (1...2).contains(stamp.count), stamp.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isDigit) }) else {
                continue
            }
            return (String(decoding: bytes[..<start], as: UTF8.self), label)
        }
        return nil
    }

    /// The file `name` is being written as (`key` of `.key.tmp-4242-0123456789abcdef`); `nil` when
    /// `name` is not a temporary file's.
    static func temporary(_ name: String) -> String? {
        let bytes = Array(name.utf8)
        guard bytes.first == UInt8(ascii: "."), let start = lastIndex(of: Array(".tmp-".utf8), in: bytes), start > 0
        else { return nil }
        let parts = bytes[(start + 5)...].split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[0].allSatisfy(isDigit), parts[1].count == 16, isHex(parts[1])
        else { return nil }
        return String(decoding: bytes[1..<start], as: UTF8.self)
    }

    /// The file `name` is being written as and the writer's process id, for a temporary file's
    /// name (`.key.tmp-4242-0123456789abcdef`: `key`, 4242); `nil` otherwise.
    static func temporaryWriter(_ name: String) -> (of: String, pid: Int32)? {
        guard let of = temporary(name), let start = lastIndex(of: Array(".tmp-".utf8), in: Array(name.utf8)) else {
            return nil
        }
        let digits = Array(name.utf8)[(start + 5)...].prefix { isDigit($0) }
        guard let pid = Int32(String(decoding: digits, as: UTF8.self)) else { return nil }
        return (of, pid)
    }

    /// Where `needle` last starts in `bytes`.
    private static func lastIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return stride(from: bytes.count - needle.count, through: 0, by: -1).first { start in
            bytes[start..<(start + needle.count)].elementsEqual(needle)
        }
    }

    /// Whether `name` is `accepts`'s file itself, a set-aside copy of it, or it being written.
    static func isOrCameFrom(_ name: String, _ accepts: (String) -> Bool) -> Bool {
        if accepts(name) { return true }
        if let backup = backup(name), accepts(backup.of) { return true }
        if let temporary = temporary(name), accepts(temporary) { return true }
        return false
    }

    private static func isHashed(_ name: some StringProtocol, prefix: String) -> Bool {
        let bytes = Array(name.utf8)
        return bytes.count == prefix.utf8.count + 16 && bytes.starts(with: prefix.utf8)
            && isHex(bytes.dropFirst(prefix.utf8.count))
    }

    /// Lower-case hexadecimal digits, as ``Hex`` writes a hash.
    private static func isHex(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.allSatisfy { isDigit($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
