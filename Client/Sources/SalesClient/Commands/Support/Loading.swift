import Foundation
import SalesCore

/// What the commands load through their environment's session, each with a spinner on a terminal.
enum Loading {
    /// The middleware's rates to `target` (default: the display currency), with when it sent them
    /// and whether kept ones answered for it (``RatesLoad``).
    static func rates(in environment: ClientEnvironment, to target: CurrencyCode? = nil, refresh: Bool = false)
        async throws(ClientError) -> (table: RateTable, asOf: Date?, offline: Bool)
    {
        let (session, console, currency) = (environment.session, environment.console, environment.currency)
        let loaded = try await Spinner.run("Loading rates…", console: console) { () async throws(ClientError) in
            await session.rates(to: target ?? currency, refresh: refresh)
        }
        if let offline = loaded.offline {
            console.warn(console.style.yellow(Warnings.offline(offline, in: environment.timeZone)))
        }
        warnAboutLocalCopy(notRead: loaded.notRead, notKept: loaded.notKept, on: console)
        return (try loaded.rates.get(), loaded.asOf, loaded.offline != nil)
    }

    /// The catalog and the rates to the display currency (which may have failed: the middleware
    /// down), with unreadable products and sales reported on stderr, and one line when the
    /// figures come from the local copy because the sales API did not answer.
    static func catalogWithRates(in environment: ClientEnvironment, refresh: Bool = false) async throws(ClientError)
        -> CatalogLoad
    {
        let (session, console, currency) = (environment.session, environment.console, environment.currency)
        // On a terminal the spinner's line says how far the sales have come (bytes of the total,
        // rate, time left), then that they are being read.
        let progress = LoadProgress()
        let notes = LocalCopyNotes()
        let line: @Sendable () -> String = { progress.text(waiting: "Loading products, sales and rates…") }
        let loaded: CatalogLoad
        do {
            loaded = try await Spinner.run(message: line, console: console) { () async throws(ClientError) in
                try await session.catalogWithRates(to: currency, refresh: refresh, progress: progress, notes: notes)
            }
        } catch {
            // Why the copy could not answer, before the line saying why the load failed.
            warnAbout(notes, in: environment)
            throw error
        }
        Warnings.report(loaded.snapshot, to: console)
        if case .offline(let reason) = loaded.source {
            console.warn(
                console.style.yellow(Warnings.offline(asOf: loaded.asOf, because: reason, in: environment.timeZone)))
        }
        if let offline = loaded.ratesOffline {
            console.warn(console.style.yellow(Warnings.offline(offline, in: environment.timeZone)))
        }
        warnAbout(notes, notKept: loaded.notKept, in: environment)
        return loaded
    }

    /// One line each when the local copy was dated in the future, could not be read, or (after an
    /// answer) could not be updated.
    private static func warnAbout(
        _ notes: LocalCopyNotes, notKept: ClientError? = nil, in environment: ClientEnvironment
    ) {
        let console = environment.console
        if let dated = notes.datedInTheFuture {
            console.warn(console.style.yellow(Warnings.futureCopy(dated: dated, in: environment.timeZone)))
        }
        warnAboutLocalCopy(notRead: notes.notRead, notKept: notKept, on: console)
    }

    /// One line each when the local copy could not be read (it counted as none) or not updated (the
    /// answer stands, the next run fetches): the exit code is the answer's.
    private static func warnAboutLocalCopy(notRead: ClientError?, notKept: ClientError?, on console: Console) {
        if let reason = notRead {
            console.warn(console.style.yellow("warning: the local copy could not be read (\(reason))"))
        }
        if let reason = notKept {
            console.warn(console.style.yellow("warning: the local copy was not updated (\(reason))"))
        }
    }
}
