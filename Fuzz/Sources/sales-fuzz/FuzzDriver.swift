/// libFuzzer's driver (`LLVMFuzzerRunDriver`), calling the selected target with every input.
enum FuzzDriver {
    nonisolated(unsafe) private static var selected: FuzzTarget?

    /// Chooses the target, once, before ``run(argc:argv:)``.
    static func select(_ target: FuzzTarget) { selected = target }

    /// Runs libFuzzer with the process's arguments (`-max_total_time=…`, corpus folders); its exit code.
    static func run(
        argc: UnsafeMutablePointer<CInt>, argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>
    ) -> CInt {
        llvmFuzzerRunDriver(argc, argv) { data, size in
            FuzzDriver.selected?.run(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size))
            return 0
        }
    }
}

@_silgen_name("LLVMFuzzerRunDriver")
private func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
