import CCrypto

extension AESGCM {
    /// AES-256-GCM encryption a piece at a time, in place: ``seal(_:key:nonce:associatedData:)``
    /// in one piece, and a large part of the local copy in slices, each written while the next
    /// is encrypted (``SlicedSealing``). The pieces, in order, make the same ciphertext and tag as
    /// one piece would (GCM is a stream mode: no byte is held back between pieces). Used by one
    /// thread at a time.
    public final class Sealer: @unchecked Sendable {
        private let context: OpaquePointer

        /// Ready for the first piece: `key` and `nonce` set and `associatedData` bound.
        public init(key: [UInt8], nonce: [UInt8], associatedData: [UInt8]) throws(Failure) {
            guard key.count == keyLength, nonce.count == nonceLength, associatedData.count <= Int(Int32.max) else {
                throw .invalidParameters
            }
            guard let context = EVP_CIPHER_CTX_new() else { throw .openSSL("EVP_CIPHER_CTX_new") }
            self.context = context
            var length: Int32 = 0
            guard EVP_EncryptInit_ex(context, EVP_aes_256_gcm(), nil, nil, nil) == 1,
                EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_IVLEN, Int32(nonceLength), nil) == 1,
                EVP_EncryptInit_ex(context, nil, nil, key, nonce) == 1,
                associatedData.isEmpty
                    || EVP_EncryptUpdate(context, nil, &length, associatedData, Int32(associatedData.count)) == 1
            else { throw .openSSL("encryption failed") }
        }

        deinit { EVP_CIPHER_CTX_free(context) }

        /// Encrypts the next piece where it lies.
        public func encrypt(_ bytes: UnsafeMutableRawBufferPointer) throws(Failure) {
            guard let start = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count > 0 else { return }
            guard bytes.count <= Int(Int32.max) else { throw .invalidParameters }
            var length: Int32 = 0
            guard EVP_EncryptUpdate(context, start, &length, start, Int32(bytes.count)) == 1,
                Int(length) == bytes.count
            else { throw .openSSL("encryption failed") }
        }

        /// The tag over the associated data and every piece encrypted; nothing may follow.
        public func tag() throws(Failure) -> [UInt8] {
            var tail = [UInt8](repeating: 0, count: 16)
            var length: Int32 = 0
            guard EVP_EncryptFinal_ex(context, &tail, &length) == 1, length == 0 else {
                throw .openSSL("EVP_EncryptFinal_ex")
            }
            var tag = [UInt8](repeating: 0, count: tagLength)
            guard EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_GET_TAG, Int32(tagLength), &tag) == 1 else {
                throw .openSSL("EVP_CTRL_GCM_GET_TAG")
            }
            return tag
        }
    }
}
