import Foundation

/// Opens an address in the user's browser where there is a desktop: `$BROWSER`, else `xdg-open`;
/// says why it did not otherwise.
enum BrowserOpener {
    /// `nil` when the browser was asked to open `address`; else why not, for one line.
    static func open(_ address: String, environment: [String: String]) -> String? {
        let hasDesktop = environment["DISPLAY"]?.isEmpty == false || environment["WAYLAND_DISPLAY"]?.isEmpty == false
        let browser = environment["BROWSER"].flatMap { $0.isEmpty ? nil : $0 }
        guard browser != nil || hasDesktop else { return "no desktop here: open the address in a browser" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [browser ?? "xdg-open", address]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return "the browser could not be opened (\(error.localizedDescription)): open the address yourself"
        }
        return nil
    }
}
