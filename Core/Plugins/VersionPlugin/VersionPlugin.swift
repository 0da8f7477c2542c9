import Foundation
import PackagePlugin

/// Writes SaleAssistant's version into the build of the target that uses it, before every build:
/// `version.sh` beside this file says what it is (`git describe`, or `SALES_VERSION`) and rewrites
/// the generated file only when it changed, so a build with nothing new compiles nothing.
@main
struct VersionPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "Version")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "version.sh")
        return [
            .prebuildCommand(
                displayName: "SaleAssistant's version from git describe",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [script.path, context.package.directoryURL.path, output.path],
                environment: ["SALES_VERSION": ProcessInfo.processInfo.environment["SALES_VERSION"] ?? ""],
                outputFilesDirectory: output)
        ]
    }
}
