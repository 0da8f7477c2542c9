import Foundation
import Hummingbird
import SalesClient
import SalesSupport
import SalesTeam
import SalesWeb

/// `/sessions`: the signed-in manager's devices — what each is (from its browser's description),
/// where from, signed in when, last seen — each with "Sign out", and "Sign out everywhere".
package struct DevicesController: Sendable {
    let sessions: TeamSessions

    package init(sessions: TeamSessions) {
        self.sessions = sessions
    }

    package func addRoutes(to router: some RouterMethods<SignedInContext>) {
        router.get(RouterPath(TeamRoute.sessions)) { _, context in await page(context) }
        router.post(RouterPath(TeamRoute.endSession)) { _, context in await end(context) }
    }

    private func page(_ context: SignedInContext) async -> Response {
        let account = context.account
        let list: [TeamSession]
        do {
            list = try await sessions.list(account)
        } catch {
            return WebRefusal.unavailable
        }
        let zone = context.readerZone ?? .utc
        let words = context.words
        let stamp = { (time: Int64) -> HTML in HTML.isolated(context.numbers.figures(in: zone.stamp(Self.date(time)))) }
        let token = context.session.formToken.text
        let rows = list.map { session -> HTML in
            let this = session.idHash == account.sessionHash
            let end: HTML =
                this
                ? .empty
                : """
                <form method="post" action="\(TeamRoute.endSession)">\(WebFormField.tokenField(token))\
                <input type="hidden" name="session" value="\(Self.hex(session.idHash))">\
                <button type="submit">\(words(.signOut))</button></form>
                """
            let name = DeviceName.of(userAgent: session.userAgent)
            let device = this ? words(.thisDevice(name)) : name
            return """
                <tr><td>\(device)</td><td>\(session.address)</td>\
                <td class="wide-only">\(stamp(session.createdAt))</td><td>\(stamp(session.lastSeen))</td>\
                <td>\(end)</td></tr>
                """
        }
        let main: HTML = """
            <h1>\(words(.devices))</h1>
            <table class="devices"><caption class="visually-hidden">\(words(.whereSignedIn))</caption>
            <thead><tr><th scope="col">\(words(.device))</th><th scope="col">\(words(.address))</th>\
            <th scope="col" class="wide-only">\(words(.signedInAt))</th><th scope="col">\(words(.lastSeen))</th><th scope="col"></th></tr>\
            </thead>
            <tbody>\(rows, separator: "\n")</tbody></table>
            <p class="notes">\(words(.atMostDevices("\(TeamSessions.maximumPerUser)")))</p>
            <form class="confirm" method="post" action="\(TeamRoute.signOutEverywhere)">\(WebFormField.tokenField(token))\
            <button type="submit">\(words(.signOutEverywhere))</button></form>
            """
        return PageResponse.make(
            Page.document(
                title: words(.devices), main: main, host: TeamHost.description, signedIn: context.account.username,
                words: words))
    }

    /// Ends one of the user's own sessions, named by its hash (a hash signs no one in).
    private func end(_ context: SignedInContext) async -> Response {
        let account = context.account
        do {
            try await sessions.endOwn(account, hashed: context.form["session"] ?? "")
        } catch {
            return WebRefusal.unavailable
        }
        return .redirect(to: TeamRoute.sessions, type: .normal)
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        Hex.lowercaseString(bytes)
    }

    private static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
