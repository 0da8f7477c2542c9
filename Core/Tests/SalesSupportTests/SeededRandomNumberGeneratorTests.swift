import SalesSupport
import Testing

@Suite struct SeededRandomNumberGeneratorTests {
    /// SplitMix64's reference output for seed 0 (Vigna's splitmix64.c).
    @Test func producesSplitMix64sReferenceSequence() {
        var random = SeededRandomNumberGenerator(seed: 0)
        #expect(
            (0..<3).map { _ in random.next() } == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }

    @Test func replaysTheSameSequenceForTheSameSeed() {
        var first = SeededRandomNumberGenerator(seed: 42)
        var second = SeededRandomNumberGenerator(seed: 42)
        var other = SeededRandomNumberGenerator(seed: 43)
        let a = (0..<8).map { _ in first.next() }
        #expect(a == (0..<8).map { _ in second.next() })
        #expect(a != (0..<8).map { _ in other.next() })
    }
}
