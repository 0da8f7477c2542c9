import SalesWeb

/// The team server as the shared pages see it: Settings and Devices in the navigation once someone
/// is signed in, no Quit (the server is the company's, not one person's), installable on a phone's
/// home screen, and a sign-in form that sends the browser's zone.
enum TeamHost {
    static let description = WebHost(
        navigation: [.init(.settings, TeamRoute.settings), .init(.devices, TeamRoute.sessions)], quits: false,
        installable: true, asksZone: true)
}

/// The team server's own routes, each spelled once: its handlers are added at them and its pages
/// link to them. `SalesWeb` names none of them.
enum TeamRoute {
    static let settings = "/settings"
    static let sessions = "/sessions"
    static let endSession = "/sessions/end"
    static let signOutEverywhere = "/logout-all"
}
