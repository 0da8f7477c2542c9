#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The fuzzer's entry point: SwiftPM gives every executable its own `main`, so libFuzzer's driver
// is run from here rather than linked as `main`.

let name = getenv("SALES_FUZZ_TARGET").map { String(cString: $0) } ?? ""
guard let target = fuzzTargets.first(where: { $0.name == name }) else {
    let names = fuzzTargets.map(\.name).joined(separator: ", ")
    printError("SALES_FUZZ_TARGET must be one of: \(names) (was '\(name)')")
    _exit(2)  // at once: no leak check of a run that never started
}
FuzzDriver.select(target)
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(FuzzDriver.run(argc: &argc, argv: &argv))
