import HTTPTypes
import Hummingbird
import SalesClient
import SalesCore
import SalesTeam
import SalesWeb

/// `/settings`: the signed-in manager's zone (their browser's at first sign-in), display currency,
/// and language and formats (none chosen: the browser's), kept with the user for every device and
/// replica.
package struct SettingsController: Sendable {
    let settings: any UserSettingsStore
    let zones: TeamZones

    package init(settings: any UserSettingsStore, zones: TeamZones) {
        self.settings = settings
        self.zones = zones
    }

    package func addRoutes(to router: some RouterMethods<SignedInContext>) {
        router.get(RouterPath(TeamRoute.settings)) { _, context in await page(context) }
        router.post(RouterPath(TeamRoute.settings)) { _, context in await save(context) }
    }

    private func page(_ context: SignedInContext, message: Phrase? = nil, status: HTTPResponse.Status = .ok) async
        -> Response
    {
        let account = context.account
        let chosen = (try? await settings.settings(username: account.username)) ?? UserSettings()  // Shown empty.
        let token = context.session.formToken.text
        let words = context.words
        let note = message.map { message -> HTML in "<p class=\"notice\" role=\"status\">\(words(message))</p>" }
        let main: HTML = """
            <h1>\(words(.settings))</h1>
            \(note)<form class="settings" method="post" action="\(TeamRoute.settings)">\(WebFormField.tokenField(token))\
            <p><label>\(words(.timeZone)) <input name="zone" value="\(chosen.zone ?? "")" placeholder="Europe/Lisbon">\
            </label></p>
            <p><label>\(words(.currency)) <input name="currency" value="\(chosen.currency ?? "")" placeholder="USD" \
            maxlength="3"></label></p>
            <p><label>\(words(.languageAndFormats)) <select name="locale">\(localeOptions(chosen.locale, words))\
            </select></label></p>
            <p><button type="submit">\(words(.save))</button> <a href="\(WebRoute.overview)">\(words(.backToOverview))</a>\
            </p></form>
            """
        return PageResponse.make(
            Page.document(
                title: words(.settings), main: main, host: TeamHost.description, signedIn: account.username,
                words: words),
            status: status)
    }

    /// The browser's choice first, then each language in its own name (its `lang` said, so a screen
    /// reader speaks it so).
    private func localeOptions(_ chosen: String?, _ words: Words) -> HTML {
        let selected = OfferedLocale.named(chosen)
        let browser: HTML =
            "<option value=\"\"\(selected == nil ? " selected" as HTML : .empty)>\(words(.browsersLanguage))</option>"
        let each = OfferedLocale.all.map { offered -> HTML in
            let mark: HTML = offered == selected ? " selected" : .empty
            return "<option value=\"\(offered.tag)\" lang=\"\(offered.language)\"\(mark)>\(offered.name)</option>"
        }
        return browser + HTML(joining: each, separator: "")
    }

    private func save(_ context: SignedInContext) async -> Response {
        let account = context.account
        let zone = (context.form["zone"] ?? "").trimmingCharacters(in: .whitespaces)
        let currency = (context.form["currency"] ?? "").trimmingCharacters(in: .whitespaces)
        guard zone.isEmpty || zones.named(zone) != nil else {
            return await page(
                context, message: .notAZone, status: .badRequest)
        }
        let code = currency.isEmpty ? nil : CurrencyCode(anyCase: currency)
        guard currency.isEmpty || code != nil else {
            return await page(
                context, message: .notACurrency, status: .badRequest)
        }
        let locale = context.form["locale"] ?? ""
        guard locale.isEmpty || OfferedLocale.named(locale) != nil else {
            return await page(context, message: .notALanguage, status: .badRequest)
        }
        do {
            try await settings.save(
                UserSettings(
                    zone: zone.isEmpty ? nil : zone, currency: code?.code, locale: locale.isEmpty ? nil : locale),
                username: account.username)
        } catch {
            return WebRefusal.unavailable
        }
        return .redirect(to: WebRoute.products, type: .normal)
    }
}
