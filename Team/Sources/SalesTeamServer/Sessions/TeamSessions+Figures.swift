import SalesWeb

extension TeamSessions {
    /// `account`'s figures from `store` (kept, or loaded with the session's token; anew on
    /// Refresh), under the sales API's rule for its clients: a token it refuses means the session
    /// is over — ended here, so the next page asks to sign in ("Session expired") — while any other
    /// failure leaves the session as it is. `nil` account: signed out.
    package func figures(of account: WebAccount?, from store: TeamFiguresStore, refresh: Bool = false) async
        -> WebFigures
    {
        let answer = await store.figures(for: account, refresh: refresh)
        // An unreachable database: the next request tries again.
        if case .loggedOut = answer, let account { try? await end(account) }
        return answer
    }
}
