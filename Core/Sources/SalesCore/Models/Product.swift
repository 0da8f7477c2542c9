import Foundation

/// A product the company sells.
public struct Product: Hashable, Sendable, Identifiable {
    /// The upstream identifier, kept exactly as the API sends it (an uppercase UUID today), and
    /// compared, hashed and ordered as its bytes: `"caf\u00e9"` and `"cafe\u0301"` are two ids, though
    /// Swift's `String ==` (canonical equivalence) would call them one.
    public struct ID: Hashable, Comparable, Sendable, CustomStringConvertible {
        public let rawValue: String

        /// Creates an identifier, or `nil` for an empty or blank string.
        public init?(_ rawValue: String) {
            guard rawValue.contains(where: { !$0.isWhitespace }) else { return nil }
            self.rawValue = rawValue
        }

        public var description: String { rawValue }

        /// Whether `text` is this id, byte for byte.
        public func matches(_ text: String) -> Bool { Self.sameBytes(rawValue, text) }

        public static func == (lhs: ID, rhs: ID) -> Bool { sameBytes(lhs.rawValue, rhs.rawValue) }

        /// Whether two strings are the same bytes: their UTF-8 compared where it lies, in one
        /// `memcmp` (through the strings' views it costs some 25 instructions a byte).
        private static func sameBytes(_ first: String, _ second: String) -> Bool {
            guard first.utf8.count == second.utf8.count else { return false }
            var (first, second) = (first, second)
            return first.withUTF8 { first in
                second.withUTF8 { second in
                    guard let left = first.baseAddress, let right = second.baseAddress else { return true }
                    return memcmp(left, right, first.count) == 0
                }
            }
        }

        public func hash(into hasher: inout Hasher) {
            var text = rawValue
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }

        /// In the order of their bytes (UTF-8 orders as the code points do).
        public static func < (lhs: ID, rhs: ID) -> Bool {
            lhs.rawValue.utf8.lexicographicallyPrecedes(rhs.rawValue.utf8)
        }
    }

    public let id: ID
    public let name: String

    public init(id: ID, name: String) {
        self.id = id
        self.name = name
    }
}
