/// Comparing secrets (session ids, form tokens, launch proofs) in a time that does not depend on
/// where they first differ, so a timing attacker learns nothing byte by byte.
public enum ConstantTime {
    /// Whether `given` is `expected`, byte for byte; a different length is no match.
    public static func equal(_ given: some StringProtocol, _ expected: some StringProtocol) -> Bool {
        let (lhs, rhs) = (Array(given.utf8), Array(expected.utf8))
        guard lhs.count == rhs.count else { return false }
        var difference: UInt8 = 0
        for index in lhs.indices { difference |= lhs[index] ^ rhs[index] }
        return difference == 0
    }
}
