import NIOCore
import Synchronization

/// The data set in force, which `PUT /_admin/data/{endpoint}` can replace while the server runs.
public final class DataStore: Sendable {
    private let initial: Dataset
    private let current: Mutex<Dataset>

    public init(_ dataset: Dataset) {
        initial = dataset
        current = Mutex(dataset)
    }

    public subscript(endpoint: Endpoint) -> ByteBuffer? {
        current.withLock { $0[endpoint] }
    }

    public func replace(_ endpoint: Endpoint, with body: ByteBuffer) {
        current.withLock { $0[endpoint] = body }
    }

    /// Back to the data set the server started with.
    public func reset() {
        current.withLock { $0 = initial }
    }
}
