/// English: the source every other catalog translates, and today's words byte for byte.
enum English: WordCatalog {
    static func text(_ phrase: Phrase) -> String {
        switch phrase {
        case .skipToContent: "Skip to content"
        case .mainNavigation: "Main"
        case .overview: "Overview"
        case .products: "Products"
        case .reports: "Reports"
        case .settings: "Settings"
        case .devices: "Devices"
        case .currency: "Currency"
        case .show: "Show"
        case .refresh: "Refresh"
        case .logOut: "Log out"
        case .quit: "Quit"
        case .quitTitle: "Stop SaleAssistant on this machine"
        case .offline: "Offline"
        case .note: "Note"
        case .signedInAs(let user): "Signed in as \(user)"
        case .figuresAsOf(let time): "Figures as of \(time)."
        case .logIn: "Log in"
        case .userName: "User name"
        case .password: "Password"
        case .timeZone: "Time zone"
        case .languageAndFormats: "Language and formats"
        case .browsersLanguage: "The browser’s language"
        case .save: "Save"
        case .backToOverview: "Back to the overview"
        case .notAZone: "That is not a time zone: a name such as Europe/Lisbon."
        case .notACurrency: "That is not a currency code: three letters, as EUR."
        case .notALanguage: "That is not a language on the list."
        case .newer: "Newer"
        case .older: "Older"
        case .pagesOfSales: "Pages of sales"
        case .signOutQuestion: "Sign out?"
        case .signOut: "Sign out"
        case .cancel: "Cancel"
        case .signOutEverywhere: "Sign out everywhere"
        case .enterBoth: "Enter both your user name and your password."
        case .thisDevice(let device): "\(device) (this device)"
        case .whereSignedIn: "Where you are signed in"
        case .device: "Device"
        case .address: "From"
        case .signedInAt: "Signed in"
        case .lastSeen: "Last seen"
        case .atMostDevices(let count):
            "At most \(count) devices stay signed in: signing in on another signs out the one unused longest."
        }
    }

    static func text(_ phrase: FormPhrase) -> String {
        switch phrase {
        case .thisMonth: "This month"
        case .lastMonth: "Last month"
        case .thisQuarter: "This quarter"
        case .lastQuarter: "Last quarter"
        case .yearToDate: "Year to date"
        case .last12Months: "Last 12 months"
        case .allTime: "All time"
        case .everyDay: "every day"
        case .period: "Period"
        case .givenDays: "Given days"
        case .from: "From"
        case .to: "To"
        case .filter: "Filter"
        case .sortBy: "Sort by"
        case .byName: "name"
        case .byNumberOfSales: "number of sales"
        case .byRevenue: "revenue"
        case .byRevenueBefore: "revenue before"
        case .byChange: "change (biggest movers)"
        case .by: "By"
        case .week: "week"
        case .month: "month"
        case .quarter: "quarter"
        case .year: "year"
        case .product: "product"
        case .currencyChoice: "currency"
        }
    }

    static func text(_ phrase: ListingPhrase) -> String {
        switch phrase {
        case .productsCaption: "Products, their sales and revenue"
        case .noProductHolds(let filter): "No product’s name holds “\(filter)”."
        case .download: "Download:"
        case .periodDays(let title, let days): "\(title): \(days)"
        case .beside(let text, let before): "\(text), beside \(before)"
        case .totalBefore(let amount): "before \(amount)"
        case .revenueIn(let code): "Revenue (\(code))"
        case .salesTitle: "Sales"
        case .thisPeriod: "This period"
        case .periodBefore: "The period before"
        case .yearEarlier: "A year earlier"
        case .periodBeforeYearEarlier: "The period before, a year earlier"
        case .topProducts: "Top products"
        case .revenueByWeek: "Revenue by week"
        case .revenueByMonth: "Revenue by month"
        case .revenueByQuarter: "Revenue by quarter"
        case .revenueByYear: "Revenue by year"
        case .byCurrencySoldIn: "By the currency sold in"
        case .salesNewestFirst: "Sales, newest first"
        case .noSalesYet: "No sales yet."
        case .noSalesInPeriod: "No sales in this period."
        case .revenueByWeekIn(let code): "Revenue by week (from Monday, ISO 8601) in \(code)"
        case .revenueByMonthIn(let code): "Revenue by month in \(code)"
        case .revenueByQuarterIn(let code): "Revenue by quarter in \(code)"
        case .revenueByYearIn(let code): "Revenue by year in \(code)"
        case .revenueByProductIn(let code): "Revenue by product in \(code)"
        case .revenueByCurrencyIn(let code): "Revenue by currency in \(code)"
        case .ofSalesMadeIn(let title, let code): "\(title) of the sales made in \(code)"
        case .salesRange(let first, let last, let count): "Sales \(first)–\(last) of \(count)"
        case .leavesOutUnconverted: "* leaves out sales in currencies that cannot be converted"
        case .noneConverted: "— none of its sales can be converted"
        case .soldNothing(let others): "\(others) sold nothing in these days"
        case .leftOutOfReport(let sentence): "\(sentence): left out of this report"
        case .leftOutOfFigures(let sentence): "\(sentence): left out of these figures"
        case .emptyIntervalsLeftOut: "intervals without sales are left out: there would be too many"
        case .emptyMonthsLeftOut(let months):
            "months without sales are left out: the sales span more than \(months) months"
        case .backToProducts: "← Products"
        case .asATable(let title): "\(title), as a table"
        case .totalLabel: "total"
        case .totalUnavailable: "total unavailable (no rates)"
        case .incomplete(let sales, let codes): "incomplete: \(sales) in \(codes) cannot be converted"
        case .versus(let change, let earlier): "\(change) vs \(earlier)"
        case .newChange: "new"
        case .notComparable: "not comparable"
        case .notComparableWhy: "not comparable (some sales cannot be converted)"
        case .noSalesEither: "no sales in either period"
        case .noSales: "no sales"
        case .reportSheet: "Report"
        case .notesSheet: "Notes"
        case .periodBeforeWas(let days): "The period before (\(days)):"
        case .periodsTotalIs(let incomplete): "the period's total is \(incomplete)"
        }
    }

    static func text(_ phrase: RefusalPhrase) -> String {
        switch phrase {
        case .cannotAnswer: "That request cannot be answered"
        case .notOpen: "Not open to this browser"
        case .noSuchPage: "No such page"
        case .notAWay: "Not a way to ask this page"
        case .tooMuchSent: "Too much sent"
        case .figuresNotLoaded: "The figures could not be loaded"
        case .notReady: "Not ready yet"
        case .wentWrong: "Something went wrong"
        case .noSuchProduct: "There is no such product. Go back to the products."
        case .stillLoading: "The figures are still loading. Reload the page in a moment."
        case .notAPeriod: "That is not a period."
        case .notACurrencyCode: "That is not a currency code: three letters, as EUR."
        case .unavailable: "The service is unavailable. Try again in a moment."
        case .couldNotLoad(let reason): "The figures could not be loaded: \(reason)"
        }
    }

    static func text(_ phrase: AppPhrase) -> String {
        switch phrase {
        case .windowTooSmall(let columns, let rows): "Make the window at least \(columns)×\(rows)."
        case .loadingStatus: "loading…"
        case .loggingInStatus: "logging in…"
        case .loggingOutStatus: "logging out…"
        case .logOutQuestion: "Log out? y/n"
        case .logInTo(let host): "Log in to \(host)"
        case .usernameLabel: "Username"
        case .passwordLabel: "Password"
        case .loggingIn: "Logging in…"
        case .loginKeys: "⏎ log in · Tab next field · Ctrl-U clear · Ctrl-C quit"
        case .loginKeysShort: "⏎ log in · Tab field · ^C quit"
        case .detailKeys: "↑↓ scroll · b back · r reload · L log out · q quit"
        case .detailKeysShort: "↑↓ scroll b back r q"
        case .listKeys: "↑↓ move · ⏎ open · / filter · s sort · r reload · L log out · q quit"
        case .listKeysShort: "⏎ open / filter s sort r q"
        case .filterKeys: "type to filter · ↑↓ move · ⏎ open · Esc clear"
        case .filterKeysShort: "type · ⏎ open · Esc clear"
        case .loadingList: "Loading…"
        case .noDataRetry: "No data: r to try again."
        case .noProducts: "No products."
        case .noProductMatches(let filter): "No product matches “\(filter)”."
        }
    }

    static func text(_ phrase: NoticePhrase) -> String {
        switch phrase {
        case .keptFiguresAsOf(let time): "figures as of \(time)"
        case .ratesAsOf(let time): "rates as of \(time)"
        case .leftOutOfEveryFigure: "they are left out of every figure"
        case .copyInFuture: "the local copy is dated in the future"
        case .notUsedNextFetch: "not used; the next fetch replaces it"
        case .copyNotRead: "the local copy could not be read"
        case .copyNotKept: "the local copy was not updated"
        case .notConvertible(let code): "\(code) is not a currency we can convert to"
        case .showing(let code): "showing \(code)"
        case .noAmountsIn(let code): "no \(code) amounts"
        }
    }

    static func heading(_ heading: ColumnHeading) -> String {
        switch heading {
        case .id: "ID"
        case .product: "PRODUCT"
        case .productID: "PRODUCT ID"
        case .name: "NAME"
        case .sales: "SALES"
        case .salesBefore: "SALES BEFORE"
        case .date: "DATE"
        case .amount: "AMOUNT"
        case .before: "BEFORE"
        case .change: "CHANGE"
        case .salesChange: "SALES CHANGE"
        case .complete: "COMPLETE"
        case .completeBefore: "COMPLETE BEFORE"
        case .currency: "CURRENCY"
        case .soldIn: "SOLD IN"
        case .share: "SHARE"
        case .period: "PERIOD"
        case .days: "DAYS"
        case .section: "SECTION"
        case .from: "FROM"
        case .to: "TO"
        case .week: "WEEK"
        case .month: "MONTH"
        case .quarter: "QUARTER"
        case .year: "YEAR"
        case .quantity: "QTY"
        case .unitPrice: "UNIT PRICE"
        case .unitCurrency: "UNIT CURRENCY"
        case .total(let currency): "TOTAL \(currency)"
        case .totalAlone: "TOTAL"
        case .unit(let currency): "UNIT \(currency)"
        case .rateTo(let currency): "RATE TO \(currency)"
        case .lastMonths(let count): "LAST \(count) MONTHS"
        case .localDate: "LOCAL DATE"
        case .dateIn(let zones): "DATE (\(zones))"
        case .code(let code): code
        case .none: ""
        }
    }

    static func forms(_ counted: Counted) -> OneOther {
        switch counted {
        case .sales: OneOther(one: "{n} sale", other: "{n} sales")
        case .products: OneOther(one: "{n} product", other: "{n} products")
        case .currencies: OneOther(one: "{n} currency", other: "{n} currencies")
        case .otherProducts: OneOther(one: "{n} other product", other: "{n} other products")
        case .weeks: OneOther(one: "{n} week", other: "{n} weeks")
        case .months: OneOther(one: "{n} month", other: "{n} months")
        case .quarters: OneOther(one: "{n} quarter", other: "{n} quarters")
        case .years: OneOther(one: "{n} year", other: "{n} years")
        case .unknownProductSales:
            OneOther(
                one: "{n} sale names a product that is not in the list",
                other: "{n} sales name products that are not in the list")
        case .tryAgainInSeconds:
            OneOther(
                one: "Too many failed sign-ins. Try again in {n} second.",
                other: "Too many failed sign-ins. Try again in {n} seconds.")
        case .tryAgainInMinutes:
            OneOther(
                one: "Too many failed sign-ins. Try again in {n} minute.",
                other: "Too many failed sign-ins. Try again in {n} minutes.")
        case .amountsKeptAsText:
            OneOther(
                one:
                    "{n} amount with more than 15 significant digits is written as text, digit for digit: a spreadsheet's number would round it.",
                other:
                    "{n} amounts with more than 15 significant digits are written as text, digit for digit: a spreadsheet's number would round them."
            )
        }
    }
}
