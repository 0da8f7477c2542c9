/// How a test reaches the application: ``router`` hands each request to the application's
/// responder in process (no socket: the routes and middleware alone); ``live`` runs the whole
/// server on 127.0.0.1 at a free port and talks HTTP/1.1 to it over real connections.
public enum TestingSetup: Sendable {
    case router
    case live
}
