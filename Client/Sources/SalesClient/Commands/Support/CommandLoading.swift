import Foundation
import SalesCore

/// What the commands load through their environment's session, each with a spinner on a terminal,
/// and what the load has to say (``NoticePresenter``) on standard error.
enum CommandLoading {
    /// The middleware's rates to `target` (default: the display currency), with when it sent them
    /// and whether kept ones answered for it (``RatesLoad``).
    static func rates(in environment: ClientEnvironment, to target: CurrencyCode? = nil, refresh: Bool = false)
        async throws(ClientError) -> (table: RateTable, asOf: Date?, offline: Bool)
    {
        let (session, console, currency) = (environment.session, environment.console, environment.currency)
        let loaded = try await Spinner.run("Loading rates…", console: console) { () async throws(ClientError) in
            await session.rates(to: target ?? currency, refresh: refresh)
        }
        Warnings.say(NoticePresenter.notices(for: loaded), in: environment)
        return (try loaded.rates.get(), loaded.asOf, loaded.offline != nil)
    }

    /// The catalog and the rates to the display currency (which may have failed: the middleware
    /// down), with what the load has to say on stderr: how old the figures are, what they leave
    /// out, what became of the local copy. `needs`: ``CatalogNeeds/sums`` for a command that shows
    /// no sale (the local copy's sales are then not read).
    static func catalogWithRates(
        in environment: ClientEnvironment, refresh: Bool = false, needs: CatalogNeeds = .sales,
        keepsBehind: Bool = false
    ) async throws(ClientError) -> CatalogLoad {
        let (session, console, currency) = (environment.session, environment.console, environment.currency)
        // On a terminal the spinner's line says how far the sales have come (bytes of the total,
        // rate, time left), then that they are being read.
        let progress = LoadProgress()
        let notes = LocalCopyNotes()
        let line: @Sendable () -> String = { progress.text(waiting: "Loading products, sales and rates…") }
        let loaded: CatalogLoad
        do {
            loaded = try await Spinner.run(message: line, console: console) { () async throws(ClientError) in
                try await session.catalogWithRates(
                    to: currency, refresh: refresh, needs: needs, progress: progress, notes: notes,
                    keepsBehind: keepsBehind)
            }
        } catch {
            // Why the copy could not answer, before the line saying why the load failed.
            Warnings.say(NoticePresenter.notices(for: notes), in: environment)
            throw error
        }
        // Kept behind, whether the copy was updated is said once the write is over (the rates'
        // reason with the copy's: one line).
        var said = loaded
        if loaded.pendingKeep != nil { said.notKept = nil }
        Warnings.say(NoticePresenter.notices(for: said), in: environment)
        return loaded
    }

    /// The catalog and the rates (``catalogWithRates(in:refresh:needs:keepsBehind:)``) handed to
    /// `show` while what was fetched is kept behind it: the output does not wait for the local
    /// copy's write, which is waited for once `show` is done (whether it threw or not) — why it
    /// failed said then, after the output.
    static func showingCatalogWithRates(
        in environment: ClientEnvironment, refresh: Bool = false, needs: CatalogNeeds = .sales,
        _ show: (CatalogLoad) async throws -> Void
    ) async throws {
        let loaded = try await catalogWithRates(in: environment, refresh: refresh, needs: needs, keepsBehind: true)
        do {
            try await show(loaded)
        } catch {
            await waitForKeep(of: loaded, in: environment)
            throw error
        }
        await waitForKeep(of: loaded, in: environment)
    }

    /// Waits for what `loaded` fetched to be kept; says why it was not (or why the rates were not).
    private static func waitForKeep(of loaded: CatalogLoad, in environment: ClientEnvironment) async {
        guard let pending = loaded.pendingKeep else { return }
        if let reason = await pending.finished() ?? loaded.notKept {
            Warnings.say([.copyNotKept(reason)], in: environment)
        }
    }
}
