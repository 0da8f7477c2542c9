/// One thing fuzzed: bytes in, no trap out. A target may return normally for any input, refusing
/// it or not; a crash, a sanitizer report or a failed ``fuzzCheck(_:_:)`` is a finding.
struct FuzzTarget: Sendable {
    /// The name given in `SALES_FUZZ_TARGET`, and the seed corpus folder's.
    let name: String
    let run: @Sendable (UnsafeRawBufferPointer) -> Void
}

/// Every target, in the order `make fuzz` runs them.
let fuzzTargets = [
    FuzzTarget(name: "json", run: JSONReaderTarget.run),
    FuzzTarget(name: "products", run: ProductsMapperTarget.run),
    FuzzTarget(name: "sales", run: SalesMapperTarget.run),
    FuzzTarget(name: "rates", run: RatesMapperTarget.run),
    FuzzTarget(name: "login", run: LoginMapperTarget.run),
    FuzzTarget(name: "decimal", run: DecimalTextTarget.run),
    FuzzTarget(name: "timestamp", run: TimestampTarget.run),
    FuzzTarget(name: "time-zone", run: TimeZoneTarget.run),
    FuzzTarget(name: "sealed-file", run: SealedFileTarget.run),
    FuzzTarget(name: "local-copy", run: LocalCopyTarget.run),
]
