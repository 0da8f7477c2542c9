import SalesClient

/// The server the shared pages are served by, as a value each host passes in rather than a guess
/// the pages make: what its navigation adds after the pages of figures, whether it offers Quit,
/// whether a phone may install it, and what its sign-in form asks besides the name and password.
/// `sales web` is ``local``; the team server describes itself (and its routes) in its own target.
package struct WebHost: Sendable {
    /// A page of the host's own, linked from the navigation when someone is signed in.
    package struct Link: Sendable {
        /// Its name, in the reader's words.
        package let title: Phrase
        package let path: String

        package init(_ title: Phrase, _ path: String) {
            self.title = title
            self.path = path
        }
    }

    package let navigation: [Link]
    /// Quit: one person's app on their own machine, never a team's server.
    package let quits: Bool
    /// The manifest and icons that let a phone add the app to its home screen.
    package let installable: Bool
    /// The sign-in form carries the browser's zone (the one script fills it in).
    package let asksZone: Bool

    package init(navigation: [Link], quits: Bool, installable: Bool, asksZone: Bool) {
        self.navigation = navigation
        self.quits = quits
        self.installable = installable
        self.asksZone = asksZone
    }

    /// `sales web`: one person's app on loopback.
    package static let local = WebHost(navigation: [], quits: true, installable: false, asksZone: false)
}
