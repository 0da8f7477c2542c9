import SalesCrypto
import SalesSealedFile

extension SealedFile {
    /// `plaintext` sealed with AES-256-GCM under `key` and `nonce` (fresh for every write), bound
    /// to `associatedData`, in the file's envelope: how the session and the local copy are kept.
    static func sealing(_ plaintext: [UInt8], key: [UInt8], nonce: [UInt8], associatedData: [UInt8])
        throws(AESGCM.Failure) -> SealedFile
    {
        let sealed = try AESGCM.seal(plaintext, key: key, nonce: nonce, associatedData: associatedData)
        guard let file = SealedFile(nonce: nonce, ciphertext: sealed.ciphertext, tag: sealed.tag) else {
            throw .invalidParameters
        }
        return file
    }

    /// The plaintext, when `key` and `associatedData` are the ones it was sealed with; decrypted in
    /// the ciphertext's buffer when the file is given up.
    consuming func opened(key: [UInt8], associatedData: [UInt8]) throws(AESGCM.Failure) -> [UInt8] {
        try AESGCM.open(ciphertext, tag: tag, key: key, nonce: nonce, associatedData: associatedData)
    }
}
