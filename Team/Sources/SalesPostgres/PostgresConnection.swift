import CLibPQ

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One connection to PostgreSQL through libpq. Every call blocks: a connection is used on its
/// pool's own thread (``PostgresPool``), never on an event loop or Swift's cooperative threads.
/// A broken connection is reopened before the next statement.
public final class PostgresConnection {
    private var connection: OpaquePointer?
    private let url: String
    /// The statements this connection has prepared (parsed and planned once by the server), by
    /// their text: the same statement again is only executed. Forgotten when the connection is
    /// opened again; at most ``preparedLimit``, the rest run as they come.
    private var prepared: [String: String] = [:]
    private static let preparedLimit = 128

    /// Connects to `url` (a libpq URI, `postgresql://user@host:5432/db?sslmode=require`); a
    /// connection attempt gives up after 5 s unless the URI says otherwise.
    public init(url: String) throws(PostgresError) {
        self.url = url
        try connect()
    }

    deinit {
        PQfinish(connection)
    }

    /// Runs `sql` with `parameters` as `$1`, `$2`… (sent apart from the statement, never spliced
    /// into it); its rows, or the server's refusal.
    @discardableResult
    public func execute(_ sql: String, _ parameters: [PostgresValue] = []) throws(PostgresError) -> PostgresRows {
        try reopenIfEnded()
        let texts = parameters.map { $0.textForm.map { strdup($0) } ?? nil }
        defer { for text in texts { free(text) } }
        let values = texts.map { UnsafePointer<CChar>($0) }
        let name = try preparedName(sql, parameters: values.count)
        let result = values.withUnsafeBufferPointer { buffer in
            if let name {
                return PQexecPrepared(connection, name, Int32(buffer.count), buffer.baseAddress, nil, nil, 0)
            }
            return PQexecParams(connection, sql, Int32(buffer.count), nil, buffer.baseAddress, nil, nil, 0)
        }
        defer { PQclear(result) }
        return try answer(result)
    }

    /// The name `sql` is prepared under on this connection — prepared now when it is not yet — or
    /// `nil` once ``preparedLimit`` statements are (it runs unprepared).
    private func preparedName(_ sql: String, parameters: Int) throws(PostgresError) -> String? {
        if let name = prepared[sql] { return name }
        guard prepared.count < Self.preparedLimit else { return nil }
        let name = "s\(prepared.count + 1)"
        let result = PQprepare(connection, name, sql, Int32(parameters), nil)
        defer { PQclear(result) }
        _ = try answer(result)
        prepared[sql] = name
        return name
    }

    /// The rows of a statement's `result`, or why there are none.
    private func answer(_ result: OpaquePointer?) throws(PostgresError) -> PostgresRows {
        switch PQresultStatus(result) {
        case PGRES_COMMAND_OK, PGRES_TUPLES_OK:
            return Self.rows(of: result)
        default:
            if PQstatus(connection) != CONNECTION_OK { throw unavailable() }
            let state = PQresultErrorField(result, Int32(UInt8(ascii: "C"))).map { String(cString: $0) } ?? ""
            throw PostgresError(.statement(sqlState: state), Self.message(PQresultErrorMessage(result)))
        }
    }

    /// Opens the connection again when it broke, or when the server ended it while it was idle (a
    /// restart between two statements: its farewell and the end of the stream wait unread in the
    /// socket) — a statement is never sent down a connection known to be gone. Reading what waits
    /// never blocks: libpq's socket is non-blocking, and an idle connection has nothing else to read.
    private func reopenIfEnded() throws(PostgresError) {
        if PQtransactionStatus(connection) == PQTRANS_IDLE {
            // The farewell, then the end of the stream: two reads, each answering at once.
            for _ in 0..<2 where PQstatus(connection) == CONNECTION_OK { _ = PQconsumeInput(connection) }
        }
        if PQstatus(connection) != CONNECTION_OK {
            prepared = [:]  // A new session on the server: nothing is prepared there.
            PQreset(connection)
            guard PQstatus(connection) == CONNECTION_OK else { throw unavailable() }
        }
    }

    /// Whether the connection is open (as far as libpq knows without asking the server).
    public var isOpen: Bool { PQstatus(connection) == CONNECTION_OK }

    private func connect() throws(PostgresError) {
        // The URI is expanded from `dbname`; a setting before it is a default the URI may override.
        let keywords = ["connect_timeout", "application_name", "dbname"]
        let values = ["5", "sales-web-server", url]
        connection = withCStrings(keywords) { keywords in
            withCStrings(values) { values in PQconnectdbParams(keywords, values, 1) }
        }
        // The server's notices (a farewell while idle, "already exists, skipping") are not ours to
        // print: libpq's default writes them to standard error, in no log's format.
        PQsetNoticeProcessor(connection, { _, _ in }, nil)
        guard PQstatus(connection) == CONNECTION_OK else { throw unavailable() }
    }

    private func unavailable() -> PostgresError {
        PostgresError(.unavailable, "PostgreSQL is unavailable: " + Self.message(PQerrorMessage(connection)))
    }

    private static func message(_ text: UnsafePointer<CChar>?) -> String {
        let message = text.map { String(cString: $0) } ?? ""
        let trimmed = message.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return trimmed.isEmpty ? "no message" : trimmed
    }

    private static func rows(of result: OpaquePointer?) -> PostgresRows {
        let (count, columns) = (Int(PQntuples(result)), Int(PQnfields(result)))
        var rows: [[String?]] = []
        rows.reserveCapacity(count)
        for row in 0..<count {
            rows.append(
                (0..<columns).map { column in
                    PQgetisnull(result, Int32(row), Int32(column)) == 1
                        ? nil : PQgetvalue(result, Int32(row), Int32(column)).map { String(cString: $0) }
                })
        }
        let affected = PQcmdTuples(result).map { Int(String(cString: $0)) ?? 0 } ?? 0
        return PostgresRows(rows: rows, affected: affected)
    }
}

/// `strings` as a NULL-terminated array of C strings, for the call in `body` only.
private func withCStrings<T>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> T) -> T {
    let copies = strings.map { strdup($0) }
    defer { for copy in copies { free(copy) } }
    let pointers = copies.map { UnsafePointer<CChar>($0) } + [nil]
    return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
}
