import SalesClient
import SalesCrypto
import SalesSealedFile
import Testing

/// A large part sealed a slice at a time on another thread, each slice written while the next is
/// encrypted: the same bytes as sealing it whole, in order, and nothing touched after a failure.
@Suite struct SlicedSealingTests {
    @Test(arguments: [0, 1, 15, 16, 17, 63, 64, 65, 64 * 7, 64 * 7 + 5, 5_000])
    func sealsInSlicesTheBytesAndTagOfOneWholeSealing(length: Int) throws {
        let (key, nonce) = (try AESGCM.randomBytes(32), try AESGCM.randomBytes(12))
        let plaintext = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let whole = try AESGCM.seal(plaintext, key: key, nonce: nonce, associatedData: [9, 9])

        let sealer = try AESGCM.Sealer(key: key, nonce: nonce, associatedData: [9, 9])
        var buffer = plaintext
        var handed: [[UInt8]] = []
        try SlicedSealing.seal(&buffer, with: sealer, slice: 64) { handed.append(Array($0)) }

        #expect(handed.joined().elementsEqual(whole.ciphertext))
        #expect(buffer == whole.ciphertext, "encrypted where it lies")
        #expect(try sealer.tag() == whole.tag)
        #expect(handed.map(\.count) == Self.slices(of: length, by: 64))
    }

    @Test func stopsAtTheFirstSliceItCannotHandOnAndSaysWhy() throws {
        struct DiskFull: Error {}
        let sealer = try AESGCM.Sealer(
            key: try AESGCM.randomBytes(32), nonce: try AESGCM.randomBytes(12), associatedData: [])
        var buffer = [UInt8](repeating: 1, count: 64 * 10)
        var calls = 0
        #expect(throws: DiskFull.self) {
            try SlicedSealing.seal(&buffer, with: sealer, slice: 64) { _ in
                calls += 1
                if calls == 3 { throw DiskFull() }
            }
        }
        #expect(calls == 3, "no slice handed on after the failure")
    }

    /// The local copy's file as `SealedParts.seal` writes it, slices and all: a header the reader
    /// accepts, and each part opened with its own nonce and associated data.
    @Test func writesAFileWhosePartsOpenWithTheHeadersNoncesAndBinding() throws {
        let (key, nonce, binding) = (try AESGCM.randomBytes(32), try AESGCM.randomBytes(12), Array("copy".utf8))
        let summary = Array("summary".utf8)
        let sales = (0..<1_000).map { UInt8(truncatingIfNeeded: $0) }
        var file: [UInt8] = []
        var writes = 0
        try SealedParts.seal([summary, sales], key: key, nonce: nonce, binding: binding, slice: 64) {
            file += $0
            writes += 1
        }

        let header = try SealedParts(
            header: Array(file.prefix(try SealedParts.headerLength(prefix: file.prefix(SealedParts.prefixLength)))),
            fileSize: file.count)
        let opened = try header.parts.indices.map { part in
            try AESGCM.open(
                Array(file[header.parts[part].ciphertext]), tag: Array(file[header.parts[part].tag]), key: key,
                nonce: header.parts[part].nonce, associatedData: header.associatedData(binding, part: part))
        }
        #expect(opened == [summary, sales])
        #expect(header.parts[0].nonce != header.parts[1].nonce)
        #expect(
            writes == 1 + (1 + 1) + (Self.slices(of: 1_000, by: 64).count + 1),
            "the header, then each part's slices and tag")
    }

    @Test func refusesAWrongKeyBeforeWritingAByte() {
        var writes = 0
        #expect(throws: AESGCM.Failure.invalidParameters) {
            try SealedParts.seal([[1], [2]], key: [1], nonce: [UInt8](repeating: 0, count: 12), binding: []) { _ in
                writes += 1
            }
        }
        #expect(writes == 0)
    }

    /// The sizes of the slices `length` bytes are cut into: one piece (maybe empty) up to `slice`.
    private static func slices(of length: Int, by slice: Int) -> [Int] {
        length <= slice ? [length] : stride(from: 0, to: length, by: slice).map { min(slice, length - $0) }
    }
}
