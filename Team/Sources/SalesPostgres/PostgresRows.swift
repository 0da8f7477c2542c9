/// The rows a statement answered, each value as PostgreSQL's text form (`nil` for NULL), read by
/// the column's position; the readers say what they expected when a value is not of its type.
public struct PostgresRows: Sendable {
    public let rows: [[String?]]
    /// How many rows an `INSERT`, `UPDATE` or `DELETE` touched.
    public let affected: Int

    public init(rows: [[String?]], affected: Int) {
        self.rows = rows
        self.affected = affected
    }

    public var count: Int { rows.count }

    public func text(_ row: Int, _ column: Int) throws(PostgresError) -> String {
        guard let value = value(row, column) else { throw Self.unexpected(row, column, "text") }
        return value
    }

    public func optionalText(_ row: Int, _ column: Int) -> String? {
        value(row, column)
    }

    public func integer(_ row: Int, _ column: Int) throws(PostgresError) -> Int64 {
        guard let value = value(row, column), let number = Int64(value) else {
            throw Self.unexpected(row, column, "an integer")
        }
        return number
    }

    public func bytes(_ row: Int, _ column: Int) throws(PostgresError) -> [UInt8] {
        guard let value = value(row, column), let bytes = PostgresHex.decode(value) else {
            throw Self.unexpected(row, column, "bytea")
        }
        return bytes
    }

    public func boolean(_ row: Int, _ column: Int) throws(PostgresError) -> Bool {
        switch value(row, column) {
        case "t": return true
        case "f": return false
        default: throw Self.unexpected(row, column, "a boolean")
        }
    }

    private func value(_ row: Int, _ column: Int) -> String? {
        guard rows.indices.contains(row), rows[row].indices.contains(column) else { return nil }
        return rows[row][column]
    }

    private static func unexpected(_ row: Int, _ column: Int, _ type: String) -> PostgresError {
        PostgresError(.unexpectedAnswer, "PostgreSQL's answer has no \(type) in row \(row + 1), column \(column + 1)")
    }
}
