import NIOCore

/// The bodies the fake serves, encoded once: every request shares the same bytes, so even a
/// million sales cost a reference-count bump per request, never an encoding.
package struct Dataset: Sendable, Equatable {
    package var products: ByteBuffer
    package var sales: ByteBuffer
    package var rates: ByteBuffer

    package init(products: ByteBuffer, sales: ByteBuffer, rates: ByteBuffer) {
        self.products = products
        self.sales = sales
        self.rates = rates
    }

    /// The body of a data endpoint; `nil` for login.
    package subscript(endpoint: Endpoint) -> ByteBuffer? {
        get {
            switch endpoint {
            case .products: products
            case .sales: sales
            case .rates: rates
            case .login: nil
            }
        }
        set {
            guard let newValue else { return }
            switch endpoint {
            case .products: products = newValue
            case .sales: sales = newValue
            case .rates: rates = newValue
            case .login: break
            }
        }
    }
}
