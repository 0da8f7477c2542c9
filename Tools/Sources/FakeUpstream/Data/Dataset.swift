import NIOCore

/// The bodies the fake serves, encoded once: every request shares the same bytes, so even a
/// million sales cost a reference-count bump per request, never an encoding.
public struct Dataset: Sendable, Equatable {
    public var products: ByteBuffer
    public var sales: ByteBuffer
    public var rates: ByteBuffer

    public init(products: ByteBuffer, sales: ByteBuffer, rates: ByteBuffer) {
        self.products = products
        self.sales = sales
        self.rates = rates
    }

    /// The body of a data endpoint; `nil` for login.
    public subscript(endpoint: Endpoint) -> ByteBuffer? {
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
