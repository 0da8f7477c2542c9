/// FNV-1a, 64 bits: a fast, stable, non-cryptographic hash of bytes. The same bytes give the same
/// value on every platform and run, so it names things (an entity tag, a file per URL) and buckets
/// them; it is no defence against anyone choosing colliding inputs.
public struct FNV1a: Sendable, Equatable {
    @usableFromInline var state: UInt64 = 0xCBF2_9CE4_8422_2325

    public init() {}

    /// The hash of everything combined so far.
    public var value: UInt64 { state }

    /// Folds `bytes` into the hash.
    @inlinable public mutating func combine(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    }

    /// The hash of `bytes`.
    @inlinable public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = FNV1a()
        hash.combine(bytes)
        return hash.value
    }
}
