/// French: vouvoiement, and a no-break space before `:` and inside « » as French typography asks.
enum French: WordCatalog {
    static func text(_ phrase: Phrase) -> String {
        switch phrase {
        case .skipToContent: "Aller au contenu"
        case .mainNavigation: "Navigation principale"
        case .overview: "Vue d’ensemble"
        case .products: "Produits"
        case .reports: "Rapports"
        case .settings: "Paramètres"
        case .devices: "Appareils"
        case .currency: "Devise"
        case .show: "Afficher"
        case .refresh: "Actualiser"
        case .logOut: "Se déconnecter"
        case .quit: "Quitter"
        case .quitTitle: "Arrêter SaleAssistant sur cette machine"
        case .offline: "Hors ligne"
        case .note: "Remarque"
        case .signedInAs(let user): "Connecté en tant que \(user)"
        case .figuresAsOf(let time): "Chiffres au \(time)."
        case .logIn: "Se connecter"
        case .userName: "Nom d’utilisateur"
        case .password: "Mot de passe"
        case .timeZone: "Fuseau horaire"
        case .languageAndFormats: "Langue et formats"
        case .browsersLanguage: "La langue du navigateur"
        case .save: "Enregistrer"
        case .backToOverview: "Retour à la vue d’ensemble"
        case .notAZone: "Ce n’est pas un fuseau horaire : un nom comme Europe/Lisbon."
        case .notACurrency: "Ce n’est pas un code de devise : trois lettres, comme EUR."
        case .notALanguage: "Cette langue n’est pas dans la liste."
        case .newer: "Plus récentes"
        case .older: "Plus anciennes"
        case .pagesOfSales: "Pages des ventes"
        case .signOutQuestion: "Se déconnecter ?"
        case .signOut: "Se déconnecter"
        case .cancel: "Annuler"
        case .signOutEverywhere: "Se déconnecter partout"
        case .enterBoth: "Saisissez votre nom d’utilisateur et votre mot de passe."
        case .thisDevice(let device): "\(device) (cet appareil)"
        case .whereSignedIn: "Où vous êtes connecté"
        case .device: "Appareil"
        case .address: "Adresse"
        case .signedInAt: "Connexion"
        case .lastSeen: "Dernière activité"
        case .atMostDevices(let count):
            "Au plus \(count) appareils restent connectés : se connecter sur un autre déconnecte celui inutilisé depuis le plus longtemps."
        }
    }

    static func text(_ phrase: FormPhrase) -> String {
        switch phrase {
        case .thisMonth: "Ce mois-ci"
        case .lastMonth: "Le mois dernier"
        case .thisQuarter: "Ce trimestre"
        case .lastQuarter: "Le trimestre dernier"
        case .yearToDate: "Depuis le début de l’année"
        case .last12Months: "12 derniers mois"
        case .allTime: "Toute la période"
        case .everyDay: "tous les jours"
        case .period: "Période"
        case .givenDays: "Jours choisis"
        case .from: "Du"
        case .to: "Au"
        case .filter: "Filtrer"
        case .sortBy: "Trier par"
        case .byName: "nom"
        case .byNumberOfSales: "nombre de ventes"
        case .byRevenue: "chiffre d’affaires"
        case .byRevenueBefore: "chiffre d’affaires avant"
        case .byChange: "évolution (plus fortes d’abord)"
        case .by: "Par"
        case .week: "semaine"
        case .month: "mois"
        case .quarter: "trimestre"
        case .year: "année"
        case .product: "produit"
        case .currencyChoice: "devise"
        }
    }

    static func text(_ phrase: ListingPhrase) -> String {
        switch phrase {
        case .productsCaption: "Produits, leurs ventes et leur chiffre d’affaires"
        case .noProductHolds(let filter): "Aucun nom de produit ne contient « \(filter) »."
        case .download: "Télécharger :"
        case .periodDays(let title, let days): "\(title) : \(days)"
        case .beside(let text, let before): "\(text), comparé à \(before)"
        case .totalBefore(let amount): "avant \(amount)"
        case .revenueIn(let code): "Chiffre d’affaires (\(code))"
        case .salesTitle: "Ventes"
        case .thisPeriod: "Cette période"
        case .periodBefore: "La période précédente"
        case .yearEarlier: "Un an plus tôt"
        case .periodBeforeYearEarlier: "La période précédente, un an plus tôt"
        case .topProducts: "Meilleurs produits"
        case .revenueByWeek: "Chiffre d’affaires par semaine"
        case .revenueByMonth: "Chiffre d’affaires par mois"
        case .revenueByQuarter: "Chiffre d’affaires par trimestre"
        case .revenueByYear: "Chiffre d’affaires par année"
        case .byCurrencySoldIn: "Par devise de vente"
        case .salesNewestFirst: "Ventes, les plus récentes d’abord"
        case .noSalesYet: "Aucune vente pour l’instant."
        case .noSalesInPeriod: "Aucune vente sur cette période."
        case .revenueByWeekIn(let code): "Chiffre d’affaires par semaine (du lundi, ISO 8601) en \(code)"
        case .revenueByMonthIn(let code): "Chiffre d’affaires par mois en \(code)"
        case .revenueByQuarterIn(let code): "Chiffre d’affaires par trimestre en \(code)"
        case .revenueByYearIn(let code): "Chiffre d’affaires par année en \(code)"
        case .revenueByProductIn(let code): "Chiffre d’affaires par produit en \(code)"
        case .revenueByCurrencyIn(let code): "Chiffre d’affaires par devise en \(code)"
        case .ofSalesMadeIn(let title, let code): "\(title) des ventes en \(code)"
        case .salesRange(let first, let last, let count): "Ventes \(first) à \(last) sur \(count)"
        case .leavesOutUnconverted: "* sans les ventes dans des devises qui ne peuvent pas être converties"
        case .noneConverted: "— aucune de ses ventes ne peut être convertie"
        case .soldNothing(let others): "sans vente sur ces jours : \(others)"
        case .leftOutOfReport(let sentence): "\(sentence) : exclues de ce rapport"
        case .leftOutOfFigures(let sentence): "\(sentence) : exclues de ces chiffres"
        case .emptyIntervalsLeftOut: "les intervalles sans vente sont omis : il y en aurait trop"
        case .emptyMonthsLeftOut(let months):
            "les mois sans vente sont omis : les ventes couvrent plus de \(months) mois"
        case .backToProducts: "← Produits"
        case .asATable(let title): "\(title), sous forme de tableau"
        case .totalLabel: "total"
        case .totalUnavailable: "total indisponible (aucun taux)"
        case .incomplete(let sales, let codes): "incomplet : \(sales) en \(codes) sans conversion possible"
        case .versus(let change, let earlier): "\(change) par rapport à \(earlier)"
        case .newChange: "nouveau"
        case .notComparable: "non comparable"
        case .notComparableWhy: "non comparable (certaines ventes ne peuvent pas être converties)"
        case .noSalesEither: "aucune vente sur l’une ou l’autre période"
        case .noSales: "aucune vente"
        case .reportSheet: "Rapport"
        case .notesSheet: "Notes"
        case .periodBeforeWas(let days): "La période précédente (\(days)) :"
        case .periodsTotalIs(let incomplete): "le total de la période est \(incomplete)"
        }
    }

    static func text(_ phrase: RefusalPhrase) -> String {
        switch phrase {
        case .cannotAnswer: "Cette requête ne peut pas aboutir"
        case .notOpen: "Non accessible depuis ce navigateur"
        case .noSuchPage: "Cette page n’existe pas"
        case .notAWay: "Cette page ne se demande pas ainsi"
        case .tooMuchSent: "Trop de données envoyées"
        case .figuresNotLoaded: "Les chiffres n’ont pas pu être chargés"
        case .notReady: "Pas encore prêt"
        case .wentWrong: "Un problème est survenu"
        case .noSuchProduct: "Ce produit n’existe pas. Revenez aux produits."
        case .stillLoading: "Les chiffres sont en cours de chargement. Rechargez la page dans un instant."
        case .notAPeriod: "Ce n’est pas une période."
        case .notACurrencyCode: "Ce n’est pas un code de devise : trois lettres, comme EUR."
        case .unavailable: "Le service est indisponible. Réessayez dans un instant."
        case .couldNotLoad(let reason): "Les chiffres n’ont pas pu être chargés : \(reason)"
        }
    }

    static func text(_ phrase: AppPhrase) -> String {
        switch phrase {
        case .windowTooSmall(let columns, let rows): "Agrandissez la fenêtre à au moins \(columns)×\(rows)."
        case .loadingStatus: "chargement…"
        case .loggingInStatus: "connexion…"
        case .loggingOutStatus: "déconnexion…"
        case .logOutQuestion: "Se déconnecter ? y/n"
        case .logInTo(let host): "Connexion à \(host)"
        case .usernameLabel: "Identifiant"
        case .passwordLabel: "Mot de passe"
        case .loggingIn: "Connexion en cours…"
        case .loginKeys: "⏎ se connecter · Tab champ suivant · Ctrl-U effacer · Ctrl-C quitter"
        case .loginKeysShort: "⏎ connexion · Tab champ · ^C quitter"
        case .detailKeys: "↑↓ défiler · b retour · r recharger · L déconnexion · q quitter"
        case .detailKeysShort: "↑↓ défiler b retour r q"
        case .listKeys: "↑↓ déplacer · ⏎ ouvrir · / filtrer · s trier · r recharger · L déconnexion · q quitter"
        case .listKeysShort: "⏎ ouvrir / filtrer s trier r q"
        case .filterKeys: "tapez pour filtrer · ↑↓ déplacer · ⏎ ouvrir · Esc effacer"
        case .filterKeysShort: "tapez · ⏎ ouvrir · Esc effacer"
        case .loadingList: "Chargement…"
        case .noDataRetry: "Aucune donnée : r pour réessayer."
        case .noProducts: "Aucun produit."
        case .noProductMatches(let filter): "Aucun produit ne correspond à « \(filter) »."
        }
    }

    static func text(_ phrase: NoticePhrase) -> String {
        switch phrase {
        case .keptFiguresAsOf(let time): "chiffres au \(time)"
        case .ratesAsOf(let time): "taux au \(time)"
        case .leftOutOfEveryFigure: "elles sont exclues de tous les chiffres"
        case .copyInFuture: "la copie locale est datée dans le futur"
        case .notUsedNextFetch: "non utilisée ; le prochain chargement la remplace"
        case .copyNotRead: "la copie locale n’a pas pu être lue"
        case .copyNotKept: "la copie locale n’a pas été mise à jour"
        case .notConvertible(let code): "\(code) n’est pas une devise vers laquelle nous pouvons convertir"
        case .showing(let code): "affichage en \(code)"
        case .noAmountsIn(let code): "aucun montant en \(code)"
        }
    }

    static func heading(_ heading: ColumnHeading) -> String {
        switch heading {
        case .id: "ID"
        case .product: "PRODUIT"
        case .productID: "ID PRODUIT"
        case .name: "NOM"
        case .sales: "VENTES"
        case .salesBefore: "VENTES AVANT"
        case .date: "DATE"
        case .amount: "MONTANT"
        case .before: "AVANT"
        case .change: "ÉVOLUTION"
        case .salesChange: "ÉVOLUTION DES VENTES"
        case .complete: "COMPLET"
        case .completeBefore: "COMPLET AVANT"
        case .currency: "DEVISE"
        case .soldIn: "VENDU EN"
        case .share: "PART"
        case .period: "PÉRIODE"
        case .days: "JOURS"
        case .section: "SECTION"
        case .from: "DU"
        case .to: "AU"
        case .week: "SEMAINE"
        case .month: "MOIS"
        case .quarter: "TRIMESTRE"
        case .year: "ANNÉE"
        case .quantity: "QTÉ"
        case .unitPrice: "PRIX UNITAIRE"
        case .unitCurrency: "DEVISE UNITAIRE"
        case .total(let currency): "TOTAL \(currency)"
        case .totalAlone: "TOTAL"
        case .unit(let currency): "UNITÉ \(currency)"
        case .rateTo(let currency): "TAUX VERS \(currency)"
        case .lastMonths(let count): "\(count) DERNIERS MOIS"
        case .localDate: "DATE LOCALE"
        case .dateIn(let zones): "DATE (\(zones))"
        case .code(let code): "\(code)"
        case .none: ""
        }
    }

    static func forms(_ counted: Counted) -> ZeroOrOneManyOther {
        switch counted {
        case .sales: ZeroOrOneManyOther(one: "{n} vente", many: "{n} de ventes", other: "{n} ventes")
        case .products: ZeroOrOneManyOther(one: "{n} produit", many: "{n} de produits", other: "{n} produits")
        case .currencies: ZeroOrOneManyOther(one: "{n} devise", many: "{n} de devises", other: "{n} devises")
        case .otherProducts:
            ZeroOrOneManyOther(one: "{n} autre produit", many: "{n} d’autres produits", other: "{n} autres produits")
        case .weeks: ZeroOrOneManyOther(one: "{n} semaine", many: "{n} de semaines", other: "{n} semaines")
        case .months: ZeroOrOneManyOther(one: "{n} mois", many: "{n} de mois", other: "{n} mois")
        case .quarters: ZeroOrOneManyOther(one: "{n} trimestre", many: "{n} de trimestres", other: "{n} trimestres")
        case .years: ZeroOrOneManyOther(one: "{n} an", many: "{n} d’années", other: "{n} ans")
        case .unknownProductSales:
            ZeroOrOneManyOther(
                one: "{n} vente désigne un produit absent de la liste",
                many: "{n} de ventes désignent des produits absents de la liste",
                other: "{n} ventes désignent des produits absents de la liste")
        case .tryAgainInSeconds:
            ZeroOrOneManyOther(
                one: "Trop d’échecs de connexion. Réessayez dans {n} seconde.",
                many: "Trop d’échecs de connexion. Réessayez dans {n} de secondes.",
                other: "Trop d’échecs de connexion. Réessayez dans {n} secondes.")
        case .tryAgainInMinutes:
            ZeroOrOneManyOther(
                one: "Trop d’échecs de connexion. Réessayez dans {n} minute.",
                many: "Trop d’échecs de connexion. Réessayez dans {n} de minutes.",
                other: "Trop d’échecs de connexion. Réessayez dans {n} minutes.")
        case .amountsKeptAsText:
            ZeroOrOneManyOther(
                one:
                    "{n} montant de plus de 15 chiffres significatifs est écrit en texte, chiffre par chiffre : en nombre, le tableur l’arrondirait.",
                many:
                    "{n} de montants de plus de 15 chiffres significatifs sont écrits en texte, chiffre par chiffre : en nombre, le tableur les arrondirait.",
                other:
                    "{n} montants de plus de 15 chiffres significatifs sont écrits en texte, chiffre par chiffre : en nombre, le tableur les arrondirait."
            )
        }
    }
}
