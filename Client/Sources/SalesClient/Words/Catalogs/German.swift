/// German: formal (Sie), as a company's tools address their users.
enum German: WordCatalog {
    static func text(_ phrase: Phrase) -> String {
        switch phrase {
        case .skipToContent: "Zum Inhalt springen"
        case .mainNavigation: "Hauptnavigation"
        case .overview: "Übersicht"
        case .products: "Produkte"
        case .reports: "Berichte"
        case .settings: "Einstellungen"
        case .devices: "Geräte"
        case .currency: "Währung"
        case .show: "Anzeigen"
        case .refresh: "Aktualisieren"
        case .logOut: "Abmelden"
        case .quit: "Beenden"
        case .quitTitle: "SaleAssistant auf diesem Rechner beenden"
        case .offline: "Offline"
        case .note: "Hinweis"
        case .signedInAs(let user): "Angemeldet als \(user)"
        case .figuresAsOf(let time): "Stand der Zahlen: \(time)."
        case .logIn: "Anmelden"
        case .userName: "Benutzername"
        case .password: "Passwort"
        case .timeZone: "Zeitzone"
        case .languageAndFormats: "Sprache und Formate"
        case .browsersLanguage: "Sprache des Browsers"
        case .save: "Speichern"
        case .backToOverview: "Zurück zur Übersicht"
        case .notAZone: "Das ist keine Zeitzone: ein Name wie Europe/Lisbon."
        case .notACurrency: "Das ist kein Währungscode: drei Buchstaben, etwa EUR."
        case .notALanguage: "Diese Sprache steht nicht auf der Liste."
        case .newer: "Neuere"
        case .older: "Ältere"
        case .pagesOfSales: "Seiten der Verkäufe"
        case .signOutQuestion: "Abmelden?"
        case .signOut: "Abmelden"
        case .cancel: "Abbrechen"
        case .signOutEverywhere: "Überall abmelden"
        case .enterBoth: "Geben Sie Benutzername und Passwort ein."
        case .thisDevice(let device): "\(device) (dieses Gerät)"
        case .whereSignedIn: "Wo Sie angemeldet sind"
        case .device: "Gerät"
        case .address: "Adresse"
        case .signedInAt: "Angemeldet"
        case .lastSeen: "Zuletzt aktiv"
        case .atMostDevices(let count):
            "Höchstens \(count) Geräte bleiben angemeldet: Eine Anmeldung auf einem weiteren meldet das am längsten unbenutzte ab."
        }
    }

    static func text(_ phrase: FormPhrase) -> String {
        switch phrase {
        case .thisMonth: "Dieser Monat"
        case .lastMonth: "Letzter Monat"
        case .thisQuarter: "Dieses Quartal"
        case .lastQuarter: "Letztes Quartal"
        case .yearToDate: "Seit Jahresbeginn"
        case .last12Months: "Letzte 12 Monate"
        case .allTime: "Gesamter Zeitraum"
        case .everyDay: "alle Tage"
        case .period: "Zeitraum"
        case .givenDays: "Bestimmte Tage"
        case .from: "Von"
        case .to: "Bis"
        case .filter: "Filter"
        case .sortBy: "Sortieren nach"
        case .byName: "Name"
        case .byNumberOfSales: "Anzahl der Verkäufe"
        case .byRevenue: "Umsatz"
        case .byRevenueBefore: "Umsatz zuvor"
        case .byChange: "Veränderung (größte zuerst)"
        case .by: "Nach"
        case .week: "Woche"
        case .month: "Monat"
        case .quarter: "Quartal"
        case .year: "Jahr"
        case .product: "Produkt"
        case .currencyChoice: "Währung"
        }
    }

    static func text(_ phrase: ListingPhrase) -> String {
        switch phrase {
        case .productsCaption: "Produkte, ihre Verkäufe und ihr Umsatz"
        case .noProductHolds(let filter): "Kein Produktname enthält „\(filter)“."
        case .download: "Herunterladen:"
        case .periodDays(let title, let days): "\(title): \(days)"
        case .beside(let text, let before): "\(text), verglichen mit \(before)"
        case .totalBefore(let amount): "zuvor \(amount)"
        case .revenueIn(let code): "Umsatz (\(code))"
        case .salesTitle: "Verkäufe"
        case .thisPeriod: "Dieser Zeitraum"
        case .periodBefore: "Der Zeitraum davor"
        case .yearEarlier: "Ein Jahr zuvor"
        case .periodBeforeYearEarlier: "Der Zeitraum davor, ein Jahr zuvor"
        case .topProducts: "Top-Produkte"
        case .revenueByWeek: "Umsatz nach Woche"
        case .revenueByMonth: "Umsatz nach Monat"
        case .revenueByQuarter: "Umsatz nach Quartal"
        case .revenueByYear: "Umsatz nach Jahr"
        case .byCurrencySoldIn: "Nach Verkaufswährung"
        case .salesNewestFirst: "Verkäufe, neueste zuerst"
        case .noSalesYet: "Noch keine Verkäufe."
        case .noSalesInPeriod: "Keine Verkäufe in diesem Zeitraum."
        case .revenueByWeekIn(let code): "Umsatz nach Woche (ab Montag, ISO 8601) in \(code)"
        case .revenueByMonthIn(let code): "Umsatz nach Monat in \(code)"
        case .revenueByQuarterIn(let code): "Umsatz nach Quartal in \(code)"
        case .revenueByYearIn(let code): "Umsatz nach Jahr in \(code)"
        case .revenueByProductIn(let code): "Umsatz nach Produkt in \(code)"
        case .revenueByCurrencyIn(let code): "Umsatz nach Währung in \(code)"
        case .ofSalesMadeIn(let title, let code): "\(title), Verkäufe in \(code)"
        case .salesRange(let first, let last, let count): "Verkäufe \(first)–\(last) von \(count)"
        case .leavesOutUnconverted: "* ohne Verkäufe in Währungen, die nicht umgerechnet werden können"
        case .noneConverted: "— keiner der Verkäufe kann umgerechnet werden"
        case .soldNothing(let others): "ohne Verkäufe in diesen Tagen: \(others)"
        case .leftOutOfReport(let sentence): "\(sentence): in diesem Bericht nicht enthalten"
        case .leftOutOfFigures(let sentence): "\(sentence): in diesen Zahlen nicht enthalten"
        case .emptyIntervalsLeftOut: "Zeiträume ohne Verkäufe fehlen: Es wären zu viele"
        case .emptyMonthsLeftOut(let months):
            "Monate ohne Verkäufe fehlen: Die Verkäufe umfassen mehr als \(months) Monate"
        case .backToProducts: "← Produkte"
        case .asATable(let title): "\(title) als Tabelle"
        case .totalLabel: "gesamt"
        case .totalUnavailable: "Summe nicht verfügbar (keine Kurse)"
        case .incomplete(let sales, let codes): "unvollständig: \(sales) in \(codes) nicht umrechenbar"
        case .versus(let change, let earlier): "\(change) gegenüber \(earlier)"
        case .newChange: "neu"
        case .notComparable: "nicht vergleichbar"
        case .notComparableWhy: "nicht vergleichbar (einige Verkäufe sind nicht umrechenbar)"
        case .noSalesEither: "keine Verkäufe in beiden Zeiträumen"
        case .noSales: "keine Verkäufe"
        case .reportSheet: "Bericht"
        case .notesSheet: "Hinweise"
        case .periodBeforeWas(let days): "Der Zeitraum davor (\(days)):"
        case .periodsTotalIs(let incomplete): "die Summe des Zeitraums ist \(incomplete)"
        }
    }

    static func text(_ phrase: RefusalPhrase) -> String {
        switch phrase {
        case .cannotAnswer: "Diese Anfrage kann nicht beantwortet werden"
        case .notOpen: "Für diesen Browser nicht zugänglich"
        case .noSuchPage: "Diese Seite gibt es nicht"
        case .notAWay: "So kann diese Seite nicht abgefragt werden"
        case .tooMuchSent: "Zu viel gesendet"
        case .figuresNotLoaded: "Die Zahlen konnten nicht geladen werden"
        case .notReady: "Noch nicht bereit"
        case .wentWrong: "Etwas ist schiefgelaufen"
        case .noSuchProduct: "Dieses Produkt gibt es nicht. Zurück zu den Produkten."
        case .stillLoading: "Die Zahlen werden noch geladen. Laden Sie die Seite gleich neu."
        case .notAPeriod: "Das ist kein Zeitraum."
        case .notACurrencyCode: "Das ist kein Währungscode: drei Buchstaben, etwa EUR."
        case .unavailable: "Der Dienst ist nicht verfügbar. Versuchen Sie es gleich noch einmal."
        case .couldNotLoad(let reason): "Die Zahlen konnten nicht geladen werden: \(reason)"
        }
    }

    static func text(_ phrase: AppPhrase) -> String {
        switch phrase {
        case .windowTooSmall(let columns, let rows): "Vergrößern Sie das Fenster auf mindestens \(columns)×\(rows)."
        case .loadingStatus: "lädt…"
        case .loggingInStatus: "Anmeldung…"
        case .loggingOutStatus: "Abmeldung…"
        case .logOutQuestion: "Abmelden? y/n"
        case .logInTo(let host): "Bei \(host) anmelden"
        case .usernameLabel: "Benutzername"
        case .passwordLabel: "Passwort"
        case .loggingIn: "Anmeldung läuft…"
        case .loginKeys: "⏎ anmelden · Tab nächstes Feld · Ctrl-U leeren · Ctrl-C beenden"
        case .loginKeysShort: "⏎ anmelden · Tab Feld · ^C beenden"
        case .detailKeys: "↑↓ blättern · b zurück · r neu laden · L abmelden · q beenden"
        case .detailKeysShort: "↑↓ blättern b zurück r q"
        case .listKeys: "↑↓ bewegen · ⏎ öffnen · / filtern · s sortieren · r neu laden · L abmelden · q beenden"
        case .listKeysShort: "⏎ öffnen / filtern s sortieren r q"
        case .filterKeys: "tippen zum Filtern · ↑↓ bewegen · ⏎ öffnen · Esc leeren"
        case .filterKeysShort: "tippen · ⏎ öffnen · Esc leeren"
        case .loadingList: "Wird geladen…"
        case .noDataRetry: "Keine Daten: r für einen neuen Versuch."
        case .noProducts: "Keine Produkte."
        case .noProductMatches(let filter): "Kein Produkt passt zu „\(filter)“."
        }
    }

    static func text(_ phrase: NoticePhrase) -> String {
        switch phrase {
        case .keptFiguresAsOf(let time): "Zahlen vom \(time)"
        case .ratesAsOf(let time): "Kurse vom \(time)"
        case .leftOutOfEveryFigure: "sie fehlen in allen Zahlen"
        case .copyInFuture: "die lokale Kopie ist in die Zukunft datiert"
        case .notUsedNextFetch: "nicht verwendet; der nächste Abruf ersetzt sie"
        case .copyNotRead: "die lokale Kopie konnte nicht gelesen werden"
        case .copyNotKept: "die lokale Kopie wurde nicht aktualisiert"
        case .notConvertible(let code): "In \(code) können wir nicht umrechnen"
        case .showing(let code): "angezeigt in \(code)"
        case .noAmountsIn(let code): "keine Beträge in \(code)"
        }
    }

    static func heading(_ heading: ColumnHeading) -> String {
        switch heading {
        case .id: "ID"
        case .product: "PRODUKT"
        case .productID: "PRODUKT-ID"
        case .name: "NAME"
        case .sales: "VERKÄUFE"
        case .salesBefore: "VERKÄUFE ZUVOR"
        case .date: "DATUM"
        case .amount: "BETRAG"
        case .before: "ZUVOR"
        case .change: "VERÄNDERUNG"
        case .salesChange: "VERÄNDERUNG VERKÄUFE"
        case .complete: "VOLLSTÄNDIG"
        case .completeBefore: "VOLLSTÄNDIG ZUVOR"
        case .currency: "WÄHRUNG"
        case .soldIn: "VERKAUFT IN"
        case .share: "ANTEIL"
        case .period: "ZEITRAUM"
        case .days: "TAGE"
        case .section: "ABSCHNITT"
        case .from: "VON"
        case .to: "BIS"
        case .week: "WOCHE"
        case .month: "MONAT"
        case .quarter: "QUARTAL"
        case .year: "JAHR"
        case .quantity: "MENGE"
        case .unitPrice: "STÜCKPREIS"
        case .unitCurrency: "STÜCKWÄHRUNG"
        case .total(let currency): "GESAMT \(currency)"
        case .totalAlone: "GESAMT"
        case .unit(let currency): "STÜCK \(currency)"
        case .rateTo(let currency): "KURS ZU \(currency)"
        case .lastMonths(let count): "LETZTE \(count) MONATE"
        case .localDate: "LOKALES DATUM"
        case .dateIn(let zones): "DATUM (\(zones))"
        case .code(let code): "\(code)"
        case .none: ""
        }
    }

    static func forms(_ counted: Counted) -> OneOther {
        switch counted {
        case .sales: OneOther(one: "{n} Verkauf", other: "{n} Verkäufe")
        case .products: OneOther(one: "{n} Produkt", other: "{n} Produkte")
        case .currencies: OneOther(one: "{n} Währung", other: "{n} Währungen")
        case .otherProducts: OneOther(one: "{n} weiteres Produkt", other: "{n} weitere Produkte")
        case .weeks: OneOther(one: "{n} Woche", other: "{n} Wochen")
        case .months: OneOther(one: "{n} Monat", other: "{n} Monate")
        case .quarters: OneOther(one: "{n} Quartal", other: "{n} Quartale")
        case .years: OneOther(one: "{n} Jahr", other: "{n} Jahre")
        case .unknownProductSales:
            OneOther(
                one: "{n} Verkauf nennt ein Produkt, das nicht in der Liste steht",
                other: "{n} Verkäufe nennen Produkte, die nicht in der Liste stehen")
        case .tryAgainInSeconds:
            OneOther(
                one: "Zu viele fehlgeschlagene Anmeldungen. Versuchen Sie es in {n} Sekunde erneut.",
                other: "Zu viele fehlgeschlagene Anmeldungen. Versuchen Sie es in {n} Sekunden erneut.")
        case .tryAgainInMinutes:
            OneOther(
                one: "Zu viele fehlgeschlagene Anmeldungen. Versuchen Sie es in {n} Minute erneut.",
                other: "Zu viele fehlgeschlagene Anmeldungen. Versuchen Sie es in {n} Minuten erneut.")
        case .amountsKeptAsText:
            OneOther(
                one:
                    "{n} Betrag mit mehr als 15 signifikanten Stellen ist als Text geschrieben, Ziffer für Ziffer: Als Zahl würde ihn die Tabellenkalkulation runden.",
                other:
                    "{n} Beträge mit mehr als 15 signifikanten Stellen sind als Text geschrieben, Ziffer für Ziffer: Als Zahl würde sie die Tabellenkalkulation runden."
            )
        }
    }
}
