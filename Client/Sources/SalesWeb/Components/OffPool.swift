import Dispatch

/// Work that may walk every sale (a report, the products' rows or a product's detail the first time
/// they are asked) runs on a thread of Dispatch's, not on Swift's cooperative pool: there are as many
/// of those as cores, and a report of a million sales holding one would stall every other page.
enum OffPool {
    static func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async { continuation.resume(returning: work()) }
        }
    }
}
