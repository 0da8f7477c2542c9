import Foundation
import SalesCore
import SalesSupport
import Testing

@Suite struct ExactDecimalBinaryTests {
    static let values = [
        "0", "1480.79", "-12.50", "1.10", "0.00000000000000000000000000000000000001",
        "99999999999999999999999999999999999999e62", "-18446744073709551616",
        "18446744073709551616 * 18446744073709551616",
        "1e-99", "12345678901234567890123456789012345678e60 * 1234567890.1234567890123456789 * -3e-90",
    ]

    @Test(arguments: values)
    func readsBackTheValueWithItsDigitsAsGiven(_ text: String) throws {
        let value = try number(text)
        let (read, offset) = try roundTrip(value, after: [7, 7])
        #expect(read == value)
        #expect(read?.description == value.description, "trailing zeros and scale kept")
        #expect(offset == encoded(value, after: [7, 7]).count, "and the offset moved past it alone")
    }

    @Test(arguments: values)
    func writesInPlaceTheBytesItAppends(_ text: String) throws {
        for value in [
            try number(text), ExactDecimal(significand: -7, exponent: Int.min),
            ExactDecimal(significand: 0, exponent: -3),
        ] {
            var appended: [UInt8] = []
            value.appendBinary(to: &appended)
            let length = try #require(value.binaryLength)
            var buffer = [UInt8](repeating: 0xAA, count: length + 3)
            let written = buffer.withUnsafeMutableBytes { raw -> Int? in
                let region = UnsafeMutableRawBufferPointer(rebasing: raw[2...])
                var output = OutputRawSpan(buffer: region, initializedCount: 0)
                guard value.writeBinary(into: &output) else { return nil }
                return output.finalize(for: region)
            }
            #expect(written == length && length == appended.count)
            #expect(Array(buffer[2..<2 + length]) == appended && buffer[0] == 0xAA && buffer[2 + length] == 0xAA)

            var short = [UInt8](repeating: 0, count: length - 1)
            let (wrote, count) = short.withUnsafeMutableBytes { raw -> (Bool, Int) in
                var output = OutputRawSpan(buffer: raw, initializedCount: 0)
                let wrote = value.writeBinary(into: &output)
                return (wrote, output.finalize(for: raw))
            }
            #expect(!wrote && count == 0, "nothing written when it does not fit")
        }
    }

    @Test func readsExponentsFarBeyondTheLimits() throws {
        for exponent in [Int.min, -1_000_000, -1, 1, 63, 64, 1_000_000, Int.max] {
            let value = ExactDecimal(significand: -7, exponent: exponent)
            #expect(try roundTrip(value).read?.exponent == exponent)
        }
    }

    @Test(arguments: values)
    func refusesEveryTruncationWithoutMovingTheOffset(_ text: String) throws {
        let bytes = encoded(try number(text))
        for length in 0..<bytes.count {
            var offset = 0
            let read = Array(bytes.prefix(length)).withUnsafeBytes {
                ExactDecimal.readBinary(from: $0.bytes, at: &offset)
            }
            #expect(read == nil && offset == 0, "cut at \(length)")
        }
    }

    @Test(arguments: [
        [0x80, 0x00],  // negative zero
        [0x01, 0x00, 0, 0, 0, 0, 0, 0, 0, 0],  // a last word of zero
        [0x00] + [UInt8](repeating: 0xFF, count: 10) + [0x01],  // an exponent beyond 64 bits
        [0x00, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x02],  // the tenth byte over one bit
    ])
    func refusesBytesItNeverWrites(_ bytes: [UInt8]) {
        var offset = 0
        #expect(bytes.withUnsafeBytes { ExactDecimal.readBinary(from: $0.bytes, at: &offset) } == nil)
    }

    /// A number from the text, or the product of the numbers between `*`s (beyond what the
    /// mappers accept: a coefficient of several words).
    /// `checkBinary` answers as reading the value and asking its refusal does — over 200,000
    /// encodings made at random, valid and not: signs, 0–4 words (a last one of zero now and
    /// then), exponents near the limits and near `Int`'s ends, varints overlong or cut, bytes
    /// missing at the end.
    @Test func checksAsReadingAndAskingTheRefusalWould() {
        var random = SeededRandomNumberGenerator(seed: 51)
        for round in 0..<200_000 {
            let bytes = Self.randomEncoding(&random)
            var checkedOffset = 0
            var readOffset = 0
            let checked = bytes.withUnsafeBytes { ExactDecimal.checkBinary(from: $0.bytes, at: &checkedOffset) }
            let read = bytes.withUnsafeBytes { ExactDecimal.readBinary(from: $0.bytes, at: &readOffset) }
            let expected = read.map { value in
                (value.exponent, value.exponent.magnitude <= UInt(Int.max / 2) && value.refusal == nil)
            }
            #expect(
                checked?.exponent == expected?.0 && checked?.accepted == expected?.1 && checkedOffset == readOffset,
                "round \(round): \(bytes)")
            if checked?.exponent != expected?.0 || checked?.accepted != expected?.1 { return }
        }
    }

    private static func randomEncoding(_ random: inout SeededRandomNumberGenerator) -> [UInt8] {
        let words = [0, 1, 1, 1, 1, 2, 3, 4].randomElement(using: &random) ?? 1
        var bytes: [UInt8] = [(Bool.random(using: &random) ? 0x80 : 0) | UInt8(words)]
        let exponents: [Int] = [
            Int.random(in: -140...140, using: &random), Int.random(in: -100 ... -80, using: &random),
            Int.random(in: 80...100, using: &random), Int.max, Int.min, Int.max / 2, -(Int.max / 2),
            Int.max / 2 + 1, Int.max - 10,
        ]
        let exponent = Int64(exponents.randomElement(using: &random) ?? 0)
        var zigzag = UInt64(bitPattern: exponent) << 1 ^ UInt64(bitPattern: exponent >> 63)
        while zigzag >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: zigzag) | 0x80)
            zigzag >>= 7
        }
        bytes.append(UInt8(zigzag))
        if random.next() % 50 == 0 { bytes[bytes.count - 1] |= 0x80 }  // a varint that goes on
        for index in 0..<words {
            let digits = [UInt64(1), 9, 10, 99_999, 1_000_000_000_000_000_000, 9_999_999_999_999_999_999, .max]
            var word = random.next() % 4 == 0 ? (digits.randomElement(using: &random) ?? 1) : random.next()
            if index == words - 1, random.next() % 30 == 0 { word = 0 }
            withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) }
        }
        if random.next() % 20 == 0 { bytes.removeLast(Int(random.next() % UInt64(bytes.count))) }
        return bytes
    }

    private func number(_ text: String) throws -> ExactDecimal {
        try text.split(separator: "*").map { try decimal($0.trimmingCharacters(in: .whitespaces)) }.reduce(.one, *)
    }

    private func encoded(_ value: ExactDecimal, after prefix: [UInt8] = []) -> [UInt8] {
        var bytes = prefix
        value.appendBinary(to: &bytes)
        return bytes
    }

    private func roundTrip(_ value: ExactDecimal, after prefix: [UInt8] = []) throws -> (
        read: ExactDecimal?, offset: Int
    ) {
        let bytes = encoded(value, after: prefix) + [0xEE]
        var offset = prefix.count
        let read = bytes.withUnsafeBytes { ExactDecimal.readBinary(from: $0.bytes, at: &offset) }
        return (read, offset)
    }
}
