import Foundation

/// The registry as one line, `PORT TOKEN`, in a file of its own — `web-server` in the data folder,
/// or one named for the data folder in the session's runtime folder — 0600 in the 0700 folder,
/// written whole. A file that does not read as one is no server: the next start replaces it.
package struct FileWebInstanceRegistry: WebInstanceRegistry {
    private let files: PrivateFiles
    private let name: String

    package init(directory: URL, name: String = "web-server", notify: @escaping @Sendable (String) -> Void = { _ in }) {
        files = PrivateFiles(directory: directory, notify: notify)
        self.name = name
    }

    package var file: URL { files.file(name) }

    package func current() throws(ClientError) -> RunningWebInstance? {
        do {
            guard let bytes = try files.read(file) else { return nil }
            return Self.decode(bytes)
        } catch {
            throw ClientError(storage: error, doing: "cannot read \(file.path)")
        }
    }

    package func register(_ server: RunningWebInstance) throws(ClientError) {
        do {
            try files.makeDirectory()
            try files.write(Array("\(server.port) \(server.launchToken)\n".utf8), to: file)
        } catch {
            throw ClientError(storage: error, doing: "cannot write \(file.path)")
        }
    }

    package func unregister(_ server: RunningWebInstance) throws(ClientError) {
        guard try current() == server else { return }
        do {
            try files.remove(file)
            try files.remove(openingPageFile)
        } catch {
            throw ClientError(storage: error, doing: "cannot delete \(file.path)")
        }
    }

    /// `web-open.html`, 0600 in the 0700 folder (as Jupyter opens its server); replaced by each
    /// start, deleted with the entry.
    package func keepOpeningPage(_ page: String) throws(ClientError) -> URL? {
        do {
            try files.makeDirectory()
            try files.write(Array(page.utf8), to: openingPageFile)
        } catch {
            throw ClientError(storage: error, doing: "cannot write \(openingPageFile.path)")
        }
        return openingPageFile
    }

    /// `<entry>.lock`, beside the entry.
    package func holdStart() throws(ClientError) -> HeldLock {
        do {
            return try files.holdLock(name + ".lock")
        } catch {
            throw ClientError(storage: error, doing: "cannot take \(files.file(name + ".lock").path)")
        }
    }

    private var openingPageFile: URL { files.file(name == "web-server" ? "web-open.html" : name + "-open.html") }

    private static func decode(_ bytes: [UInt8]) -> RunningWebInstance? {
        let fields = bytes.split(separator: UInt8(ascii: " "))
        guard fields.count == 2, fields[1].last == UInt8(ascii: "\n"),
            let port = Int(String(decoding: fields[0], as: UTF8.self))
        else { return nil }
        return RunningWebInstance(port: port, launchToken: String(decoding: fields[1].dropLast(), as: UTF8.self))
    }
}
