/// Spanish (Spain): usted's impersonal forms, as business software writes them.
enum Spanish: WordCatalog {
    static func text(_ phrase: Phrase) -> String {
        switch phrase {
        case .skipToContent: "Saltar al contenido"
        case .mainNavigation: "Navegación principal"
        case .overview: "Resumen"
        case .products: "Productos"
        case .reports: "Informes"
        case .settings: "Ajustes"
        case .devices: "Dispositivos"
        case .currency: "Moneda"
        case .show: "Mostrar"
        case .refresh: "Actualizar"
        case .logOut: "Cerrar sesión"
        case .quit: "Salir"
        case .quitTitle: "Detener SaleAssistant en este equipo"
        case .offline: "Sin conexión"
        case .note: "Nota"
        case .signedInAs(let user): "Sesión iniciada como \(user)"
        case .figuresAsOf(let time): "Cifras a \(time)."
        case .logIn: "Iniciar sesión"
        case .userName: "Nombre de usuario"
        case .password: "Contraseña"
        case .timeZone: "Zona horaria"
        case .languageAndFormats: "Idioma y formatos"
        case .browsersLanguage: "El idioma del navegador"
        case .save: "Guardar"
        case .backToOverview: "Volver al resumen"
        case .notAZone: "No es una zona horaria: un nombre como Europe/Lisbon."
        case .notACurrency: "No es un código de moneda: tres letras, como EUR."
        case .notALanguage: "Ese idioma no está en la lista."
        case .newer: "Más recientes"
        case .older: "Más antiguas"
        case .pagesOfSales: "Páginas de ventas"
        case .signOutQuestion: "¿Cerrar sesión?"
        case .signOut: "Cerrar sesión"
        case .cancel: "Cancelar"
        case .signOutEverywhere: "Cerrar sesión en todas partes"
        case .enterBoth: "Introduzca su nombre de usuario y su contraseña."
        case .thisDevice(let device): "\(device) (este dispositivo)"
        case .whereSignedIn: "Dónde ha iniciado sesión"
        case .device: "Dispositivo"
        case .address: "Dirección"
        case .signedInAt: "Inicio de sesión"
        case .lastSeen: "Última actividad"
        case .atMostDevices(let count):
            "Como máximo \(count) dispositivos mantienen la sesión: iniciarla en otro la cierra en el que lleva más tiempo sin usarse."
        }
    }

    static func text(_ phrase: FormPhrase) -> String {
        switch phrase {
        case .thisMonth: "Este mes"
        case .lastMonth: "El mes pasado"
        case .thisQuarter: "Este trimestre"
        case .lastQuarter: "El trimestre pasado"
        case .yearToDate: "En lo que va de año"
        case .last12Months: "Últimos 12 meses"
        case .allTime: "Todo el periodo"
        case .everyDay: "todos los días"
        case .period: "Periodo"
        case .givenDays: "Días concretos"
        case .from: "Desde"
        case .to: "Hasta"
        case .filter: "Filtrar"
        case .sortBy: "Ordenar por"
        case .byName: "nombre"
        case .byNumberOfSales: "número de ventas"
        case .byRevenue: "ingresos"
        case .byRevenueBefore: "ingresos anteriores"
        case .byChange: "variación (mayores primero)"
        case .by: "Por"
        case .week: "semana"
        case .month: "mes"
        case .quarter: "trimestre"
        case .year: "año"
        case .product: "producto"
        case .currencyChoice: "moneda"
        }
    }

    static func text(_ phrase: ListingPhrase) -> String {
        switch phrase {
        case .productsCaption: "Productos, sus ventas e ingresos"
        case .noProductHolds(let filter): "Ningún nombre de producto contiene «\(filter)»."
        case .download: "Descargar:"
        case .periodDays(let title, let days): "\(title): \(days)"
        case .beside(let text, let before): "\(text), frente a \(before)"
        case .totalBefore(let amount): "antes \(amount)"
        case .revenueIn(let code): "Ingresos (\(code))"
        case .salesTitle: "Ventas"
        case .thisPeriod: "Este periodo"
        case .periodBefore: "El periodo anterior"
        case .yearEarlier: "Un año antes"
        case .periodBeforeYearEarlier: "El periodo anterior, un año antes"
        case .topProducts: "Productos principales"
        case .revenueByWeek: "Ingresos por semana"
        case .revenueByMonth: "Ingresos por mes"
        case .revenueByQuarter: "Ingresos por trimestre"
        case .revenueByYear: "Ingresos por año"
        case .byCurrencySoldIn: "Por moneda de venta"
        case .salesNewestFirst: "Ventas, las más recientes primero"
        case .noSalesYet: "Aún no hay ventas."
        case .noSalesInPeriod: "No hay ventas en este periodo."
        case .revenueByWeekIn(let code): "Ingresos por semana (desde el lunes, ISO 8601) en \(code)"
        case .revenueByMonthIn(let code): "Ingresos por mes en \(code)"
        case .revenueByQuarterIn(let code): "Ingresos por trimestre en \(code)"
        case .revenueByYearIn(let code): "Ingresos por año en \(code)"
        case .revenueByProductIn(let code): "Ingresos por producto en \(code)"
        case .revenueByCurrencyIn(let code): "Ingresos por moneda en \(code)"
        case .ofSalesMadeIn(let title, let code): "\(title) de las ventas en \(code)"
        case .salesRange(let first, let last, let count): "Ventas \(first)–\(last) de \(count)"
        case .leavesOutUnconverted: "* sin las ventas en monedas que no se pueden convertir"
        case .noneConverted: "— ninguna de sus ventas se puede convertir"
        case .soldNothing(let others): "sin ventas en estos días: \(others)"
        case .leftOutOfReport(let sentence): "\(sentence): fuera de este informe"
        case .leftOutOfFigures(let sentence): "\(sentence): fuera de estas cifras"
        case .emptyIntervalsLeftOut: "se omiten los intervalos sin ventas: serían demasiados"
        case .emptyMonthsLeftOut(let months):
            "se omiten los meses sin ventas: las ventas abarcan más de \(months) meses"
        case .backToProducts: "← Productos"
        case .asATable(let title): "\(title), en tabla"
        case .totalLabel: "total"
        case .totalUnavailable: "total no disponible (sin tipos de cambio)"
        case .incomplete(let sales, let codes): "incompleto: \(sales) en \(codes) sin conversión posible"
        case .versus(let change, let earlier): "\(change) frente a \(earlier)"
        case .newChange: "nuevo"
        case .notComparable: "no comparable"
        case .notComparableWhy: "no comparable (algunas ventas no se pueden convertir)"
        case .noSalesEither: "sin ventas en ninguno de los dos periodos"
        case .noSales: "sin ventas"
        case .reportSheet: "Informe"
        case .notesSheet: "Notas"
        case .periodBeforeWas(let days): "El periodo anterior (\(days)):"
        case .periodsTotalIs(let incomplete): "el total del periodo es \(incomplete)"
        }
    }

    static func text(_ phrase: RefusalPhrase) -> String {
        switch phrase {
        case .cannotAnswer: "No se puede responder a esta solicitud"
        case .notOpen: "No disponible para este navegador"
        case .noSuchPage: "Esta página no existe"
        case .notAWay: "Esta página no se solicita así"
        case .tooMuchSent: "Se ha enviado demasiado"
        case .figuresNotLoaded: "No se han podido cargar las cifras"
        case .notReady: "Aún no está listo"
        case .wentWrong: "Algo ha salido mal"
        case .noSuchProduct: "Este producto no existe. Vuelva a los productos."
        case .stillLoading: "Las cifras aún se están cargando. Vuelva a cargar la página en un momento."
        case .notAPeriod: "Eso no es un periodo."
        case .notACurrencyCode: "Eso no es un código de moneda: tres letras, como EUR."
        case .unavailable: "El servicio no está disponible. Inténtelo de nuevo en un momento."
        case .couldNotLoad(let reason): "No se han podido cargar las cifras: \(reason)"
        }
    }

    static func text(_ phrase: AppPhrase) -> String {
        switch phrase {
        case .windowTooSmall(let columns, let rows): "Amplíe la ventana a al menos \(columns)×\(rows)."
        case .loadingStatus: "cargando…"
        case .loggingInStatus: "iniciando sesión…"
        case .loggingOutStatus: "cerrando sesión…"
        case .logOutQuestion: "¿Cerrar sesión? y/n"
        case .logInTo(let host): "Iniciar sesión en \(host)"
        case .usernameLabel: "Usuario"
        case .passwordLabel: "Contraseña"
        case .loggingIn: "Iniciando sesión…"
        case .loginKeys: "⏎ iniciar sesión · Tab campo siguiente · Ctrl-U borrar · Ctrl-C salir"
        case .loginKeysShort: "⏎ entrar · Tab campo · ^C salir"
        case .detailKeys: "↑↓ desplazar · b atrás · r recargar · L cerrar sesión · q salir"
        case .detailKeysShort: "↑↓ desplazar b atrás r q"
        case .listKeys: "↑↓ mover · ⏎ abrir · / filtrar · s ordenar · r recargar · L cerrar sesión · q salir"
        case .listKeysShort: "⏎ abrir / filtrar s ordenar r q"
        case .filterKeys: "escriba para filtrar · ↑↓ mover · ⏎ abrir · Esc borrar"
        case .filterKeysShort: "escriba · ⏎ abrir · Esc borrar"
        case .loadingList: "Cargando…"
        case .noDataRetry: "Sin datos: r para reintentar."
        case .noProducts: "No hay productos."
        case .noProductMatches(let filter): "Ningún producto coincide con «\(filter)»."
        }
    }

    static func text(_ phrase: NoticePhrase) -> String {
        switch phrase {
        case .keptFiguresAsOf(let time): "cifras a \(time)"
        case .ratesAsOf(let time): "tipos a \(time)"
        case .leftOutOfEveryFigure: "quedan fuera de todas las cifras"
        case .copyInFuture: "la copia local tiene una fecha futura"
        case .notUsedNextFetch: "no se usa; la próxima descarga la sustituye"
        case .copyNotRead: "no se pudo leer la copia local"
        case .copyNotKept: "la copia local no se actualizó"
        case .notConvertible(let code): "\(code) no es una moneda a la que podamos convertir"
        case .showing(let code): "se muestra en \(code)"
        case .noAmountsIn(let code): "sin importes en \(code)"
        }
    }

    static func heading(_ heading: ColumnHeading) -> String {
        switch heading {
        case .id: "ID"
        case .product: "PRODUCTO"
        case .productID: "ID PRODUCTO"
        case .name: "NOMBRE"
        case .sales: "VENTAS"
        case .salesBefore: "VENTAS ANTES"
        case .date: "FECHA"
        case .amount: "IMPORTE"
        case .before: "ANTES"
        case .change: "VARIACIÓN"
        case .salesChange: "VARIACIÓN VENTAS"
        case .complete: "COMPLETO"
        case .completeBefore: "COMPLETO ANTES"
        case .currency: "MONEDA"
        case .soldIn: "VENDIDO EN"
        case .share: "CUOTA"
        case .period: "PERIODO"
        case .days: "DÍAS"
        case .section: "SECCIÓN"
        case .from: "DESDE"
        case .to: "HASTA"
        case .week: "SEMANA"
        case .month: "MES"
        case .quarter: "TRIMESTRE"
        case .year: "AÑO"
        case .quantity: "CANT."
        case .unitPrice: "PRECIO UNITARIO"
        case .unitCurrency: "MONEDA UNITARIA"
        case .total(let currency): "TOTAL \(currency)"
        case .totalAlone: "TOTAL"
        case .unit(let currency): "UNIDAD \(currency)"
        case .rateTo(let currency): "TIPO A \(currency)"
        case .lastMonths(let count): "ÚLTIMOS \(count) MESES"
        case .localDate: "FECHA LOCAL"
        case .dateIn(let zones): "FECHA (\(zones))"
        case .code(let code): "\(code)"
        case .none: ""
        }
    }

    static func forms(_ counted: Counted) -> OneManyOther {
        switch counted {
        case .sales: OneManyOther(one: "{n} venta", many: "{n} de ventas", other: "{n} ventas")
        case .products: OneManyOther(one: "{n} producto", many: "{n} de productos", other: "{n} productos")
        case .currencies: OneManyOther(one: "{n} moneda", many: "{n} de monedas", other: "{n} monedas")
        case .otherProducts:
            OneManyOther(one: "{n} producto más", many: "{n} de productos más", other: "{n} productos más")
        case .weeks: OneManyOther(one: "{n} semana", many: "{n} de semanas", other: "{n} semanas")
        case .months: OneManyOther(one: "{n} mes", many: "{n} de meses", other: "{n} meses")
        case .quarters: OneManyOther(one: "{n} trimestre", many: "{n} de trimestres", other: "{n} trimestres")
        case .years: OneManyOther(one: "{n} año", many: "{n} de años", other: "{n} años")
        case .unknownProductSales:
            OneManyOther(
                one: "{n} venta indica un producto que no está en la lista",
                many: "{n} de ventas indican productos que no están en la lista",
                other: "{n} ventas indican productos que no están en la lista")
        case .tryAgainInSeconds:
            OneManyOther(
                one: "Demasiados inicios de sesión fallidos. Inténtelo de nuevo en {n} segundo.",
                many: "Demasiados inicios de sesión fallidos. Inténtelo de nuevo en {n} de segundos.",
                other: "Demasiados inicios de sesión fallidos. Inténtelo de nuevo en {n} segundos.")
        case .tryAgainInMinutes:
            OneManyOther(
                one: "Demasiados inicios de sesión fallidos. Inténtelo de nuevo en {n} minuto.",
                many: "Demasiados inicios de sesión fallidos. Inténtelo de nuevo en {n} de minutos.",
                other: "Demasiados inicios de sesión fallidos. Inténtelo de nuevo en {n} minutos.")
        case .amountsKeptAsText:
            OneManyOther(
                one:
                    "{n} importe con más de 15 cifras significativas se escribe como texto, cifra por cifra: como número, la hoja de cálculo lo redondearía.",
                many:
                    "{n} de importes con más de 15 cifras significativas se escriben como texto, cifra por cifra: como número, la hoja de cálculo los redondearía.",
                other:
                    "{n} importes con más de 15 cifras significativas se escriben como texto, cifra por cifra: como número, la hoja de cálculo los redondearía."
            )
        }
    }
}
