import CCrypto
import Foundation

/// AES-256-GCM through OpenSSL's EVP interface: authenticated encryption with associated data.
public enum AESGCM {
    public static let keyLength = 32
    public static let nonceLength = 12
    public static let tagLength = 16

    public enum Failure: Error, Equatable, Sendable {
        /// Wrong key or nonce length.
        case invalidParameters
        /// The tag does not match: wrong key, altered ciphertext, nonce or associated data.
        case authenticationFailed
        /// OpenSSL refused an operation.
        case openSSL(String)
    }

    /// Encrypts and authenticates `plaintext`, binding `associatedData`; returns ciphertext and tag.
    /// Encrypted in place: the ciphertext is the plaintext's own buffer when the caller gives it up
    /// (a 20 MB local copy is not allocated, zeroed and paged in a second time).
    public static func seal(
        _ plaintext: consuming [UInt8],
        key: [UInt8],
        nonce: [UInt8],
        associatedData: [UInt8]
    ) throws(Failure) -> (ciphertext: [UInt8], tag: [UInt8]) {
        let sealer = try Sealer(key: key, nonce: nonce, associatedData: associatedData)
        var buffer = consume plaintext
        let encrypted = buffer.withUnsafeMutableBytes { bytes in
            Result { () throws(Failure) in try sealer.encrypt(bytes) }
        }
        try encrypted.get()
        return (buffer, try sealer.tag())
    }

    /// Checks the tag and decrypts; throws ``Failure/authenticationFailed`` if anything was altered.
    /// Decrypted in place: the plaintext is the ciphertext's own buffer when the caller gives it
    /// up (a 20 MB local copy is not allocated, and its pages touched, a second time).
    public static func open(
        _ ciphertext: consuming [UInt8],
        tag: [UInt8],
        key: [UInt8],
        nonce: [UInt8],
        associatedData: [UInt8]
    ) throws(Failure) -> [UInt8] {
        guard key.count == keyLength, nonce.count == nonceLength, tag.count == tagLength else {
            throw .invalidParameters
        }
        guard let context = EVP_CIPHER_CTX_new() else { throw .openSSL("EVP_CIPHER_CTX_new") }
        defer { EVP_CIPHER_CTX_free(context) }

        guard ciphertext.count <= Int(Int32.max) else { throw .invalidParameters }
        // GCM is a stream mode: each byte decrypts to one byte, in place (OpenSSL allows out == in),
        // and the final step writes nothing.
        var plaintext = consume ciphertext
        var length: Int32 = 0
        var expectedTag = tag
        guard EVP_DecryptInit_ex(context, EVP_aes_256_gcm(), nil, nil, nil) == 1,
            EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_IVLEN, Int32(nonceLength), nil) == 1,
            EVP_DecryptInit_ex(context, nil, nil, key, nonce) == 1,
            associatedData.isEmpty
                || EVP_DecryptUpdate(context, nil, &length, associatedData, Int32(associatedData.count)) == 1,
            plaintext.withUnsafeMutableBufferPointer({ buffer in
                guard let start = buffer.baseAddress, buffer.count > 0 else { return true }
                return EVP_DecryptUpdate(context, start, &length, start, Int32(buffer.count)) == 1
                    && Int(length) == buffer.count
            }),
            EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_TAG, Int32(tagLength), &expectedTag) == 1
        else { throw .openSSL("decryption failed") }
        var tail = [UInt8](repeating: 0, count: 16)
        guard EVP_DecryptFinal_ex(context, &tail, &length) == 1 else {
            ERR_clear_error()
            throw .authenticationFailed
        }
        guard length == 0 else { throw .openSSL("decryption failed") }
        return plaintext
    }

    /// Cryptographically secure random bytes from OpenSSL.
    public static func randomBytes(_ count: Int) throws(Failure) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        guard RAND_bytes(&bytes, Int32(count)) == 1 else { throw .openSSL("RAND_bytes") }
        return bytes
    }
}
