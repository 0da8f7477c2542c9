/// A sealed file's bytes, without the cryptography: `SATK` · format version `1` · 12-byte nonce ·
/// ciphertext · 16-byte tag (AES-256-GCM): how the session's token is kept. (The local copy is
/// sealed in parts, opened one at a time: ``SealedParts``, format version 2.)
///
/// Decoding never traps, whatever the bytes (it is fuzzed: `make fuzz`); what it returns is only
/// the file's parts, to be authenticated and opened with the key.
public struct SealedFile: Equatable, Sendable {
    public static let magic = Array("SATK".utf8)
    public static let version: UInt8 = 1
    public static let nonceLength = 12
    public static let tagLength = 16

    /// Why bytes are not a sealed file.
    public enum Malformed: Error, Equatable, Sendable {
        /// Too short for the header, nonce and tag, or not starting with `SATK`.
        case notASealedFile
        /// A sealed file of another format version.
        case otherVersion(UInt8)
    }

    public let nonce: [UInt8]
    public let ciphertext: [UInt8]
    public let tag: [UInt8]

    /// `nil` unless the nonce and tag have their lengths.
    public init?(nonce: [UInt8], ciphertext: [UInt8], tag: [UInt8]) {
        guard nonce.count == Self.nonceLength, tag.count == Self.tagLength else { return nil }
        self.nonce = nonce
        self.ciphertext = ciphertext
        self.tag = tag
    }

    ///
    /// The bytes are taken, not copied, when the caller gives them up (a 100 MB local copy is
    /// opened in the buffer it was read into: the ciphertext is what is left of it).
    public init(decoding bytes: consuming [UInt8]) throws(Malformed) {
        let header = Self.magic.count + 1
        guard bytes.count >= header + Self.nonceLength + Self.tagLength, bytes.starts(with: Self.magic) else {
            throw .notASealedFile
        }
        guard bytes[Self.magic.count] == Self.version else { throw .otherVersion(bytes[Self.magic.count]) }
        let tagStart = bytes.count - Self.tagLength
        nonce = Array(bytes[header..<(header + Self.nonceLength)])
        tag = Array(bytes[tagStart...])
        bytes.removeLast(Self.tagLength)
        bytes.removeFirst(header + Self.nonceLength)
        ciphertext = bytes
    }

    /// The file's bytes.
    public var encoded: [UInt8] { Self.magic + [Self.version] + nonce + ciphertext + tag }

    /// The associated data sealed with the token: the format and the API URL it belongs to, so a
    /// file is never opened for another version or another server.
    public static func associatedData(scope: String) -> [UInt8] {
        magic + [version] + Array(scope.utf8)
    }
}
