import SalesJSON

@testable import SalesCore

/// The strict streaming JSON reader under every mapper: any document, any nesting, any escapes.
enum JSONReaderTarget {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        _ = try? JSONReader.read(bytes.bytes) { reader in
            try reader.readDocumentArray { reader, _ in try walk(&reader) }
        }
    }

    /// Reads every member of every object, decoding keys, strings and numbers.
    private static func walk(_ reader: inout JSONReader) throws {
        guard reader.nextIsObject() else {
            switch try reader.readValue() {
            case .string(let string): _ = string.value
            case .number(let number): _ = number.value
            case .bool, .null, .array, .object: break
            }
            return
        }
        try reader.readObject { reader, key in
            _ = key.value
            try walk(&reader)
        }
    }
}
