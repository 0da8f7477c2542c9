import NIOCore
import Synchronization

/// The data set in force, which `PUT /_admin/data/{endpoint}` can replace while the server runs.
package final class DataStore: Sendable {
    private let initial: Dataset
    private let current: Mutex<Dataset>

    package init(_ dataset: Dataset) {
        initial = dataset
        current = Mutex(dataset)
    }

    package subscript(endpoint: Endpoint) -> ByteBuffer? {
        current.withLock { $0[endpoint] }
    }

    package func replace(_ endpoint: Endpoint, with body: ByteBuffer) {
        current.withLock { $0[endpoint] = body }
    }

    /// Back to the data set the server started with.
    package func reset() {
        current.withLock { $0 = initial }
    }
}
