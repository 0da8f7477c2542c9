/// The shared pages' routes, each spelled once: the handlers are added at them and every link,
/// form and redirect is made from them (a host's own routes live with that host).
package enum WebRoute {
    package static let overview = "/overview"
    package static let products = "/products"
    package static let reports = "/reports"
    package static let login = "/login"
    package static let logout = "/logout"
    package static let refresh = "/refresh"
    package static let quit = "/quit"
}
