/// Brazilian Portuguese (`pt-BR`): você's impersonal forms; `one` for 0 and 1, as CLDR's rule for `pt` says.
enum Portuguese: WordCatalog {
    static func text(_ phrase: Phrase) -> String {
        switch phrase {
        case .skipToContent: "Pular para o conteúdo"
        case .mainNavigation: "Navegação principal"
        case .overview: "Visão geral"
        case .products: "Produtos"
        case .reports: "Relatórios"
        case .settings: "Configurações"
        case .devices: "Dispositivos"
        case .currency: "Moeda"
        case .show: "Mostrar"
        case .refresh: "Atualizar"
        case .logOut: "Sair"
        case .quit: "Encerrar"
        case .quitTitle: "Encerrar o SaleAssistant neste computador"
        case .offline: "Offline"
        case .note: "Observação"
        case .signedInAs(let user): "Conectado como \(user)"
        case .figuresAsOf(let time): "Números de \(time)."
        case .logIn: "Entrar"
        case .userName: "Nome de usuário"
        case .password: "Senha"
        case .timeZone: "Fuso horário"
        case .languageAndFormats: "Idioma e formatos"
        case .browsersLanguage: "O idioma do navegador"
        case .save: "Salvar"
        case .backToOverview: "Voltar à visão geral"
        case .notAZone: "Isso não é um fuso horário: um nome como Europe/Lisbon."
        case .notACurrency: "Isso não é um código de moeda: três letras, como EUR."
        case .notALanguage: "Esse idioma não está na lista."
        case .newer: "Mais recentes"
        case .older: "Mais antigas"
        case .pagesOfSales: "Páginas de vendas"
        case .signOutQuestion: "Sair?"
        case .signOut: "Sair"
        case .cancel: "Cancelar"
        case .signOutEverywhere: "Sair de todos os dispositivos"
        case .enterBoth: "Informe seu nome de usuário e sua senha."
        case .thisDevice(let device): "\(device) (este dispositivo)"
        case .whereSignedIn: "Onde você está conectado"
        case .device: "Dispositivo"
        case .address: "Endereço"
        case .signedInAt: "Entrada"
        case .lastSeen: "Última atividade"
        case .atMostDevices(let count):
            "No máximo \(count) dispositivos ficam conectados: entrar em outro desconecta o que está há mais tempo sem uso."
        }
    }

    static func text(_ phrase: FormPhrase) -> String {
        switch phrase {
        case .thisMonth: "Este mês"
        case .lastMonth: "Mês passado"
        case .thisQuarter: "Este trimestre"
        case .lastQuarter: "Trimestre passado"
        case .yearToDate: "No ano até hoje"
        case .last12Months: "Últimos 12 meses"
        case .allTime: "Todo o período"
        case .everyDay: "todos os dias"
        case .period: "Período"
        case .givenDays: "Dias escolhidos"
        case .from: "De"
        case .to: "Até"
        case .filter: "Filtrar"
        case .sortBy: "Ordenar por"
        case .byName: "nome"
        case .byNumberOfSales: "número de vendas"
        case .byRevenue: "receita"
        case .byRevenueBefore: "receita anterior"
        case .byChange: "variação (maiores primeiro)"
        case .by: "Por"
        case .week: "semana"
        case .month: "mês"
        case .quarter: "trimestre"
        case .year: "ano"
        case .product: "produto"
        case .currencyChoice: "moeda"
        }
    }

    static func text(_ phrase: ListingPhrase) -> String {
        switch phrase {
        case .productsCaption: "Produtos, suas vendas e receita"
        case .noProductHolds(let filter): "Nenhum nome de produto contém “\(filter)”."
        case .download: "Baixar:"
        case .periodDays(let title, let days): "\(title): \(days)"
        case .beside(let text, let before): "\(text), comparado a \(before)"
        case .totalBefore(let amount): "antes \(amount)"
        case .revenueIn(let code): "Receita (\(code))"
        case .salesTitle: "Vendas"
        case .thisPeriod: "Este período"
        case .periodBefore: "O período anterior"
        case .yearEarlier: "Um ano antes"
        case .periodBeforeYearEarlier: "O período anterior, um ano antes"
        case .topProducts: "Principais produtos"
        case .revenueByWeek: "Receita por semana"
        case .revenueByMonth: "Receita por mês"
        case .revenueByQuarter: "Receita por trimestre"
        case .revenueByYear: "Receita por ano"
        case .byCurrencySoldIn: "Por moeda de venda"
        case .salesNewestFirst: "Vendas, mais recentes primeiro"
        case .noSalesYet: "Ainda não há vendas."
        case .noSalesInPeriod: "Nenhuma venda neste período."
        case .revenueByWeekIn(let code): "Receita por semana (a partir de segunda, ISO 8601) em \(code)"
        case .revenueByMonthIn(let code): "Receita por mês em \(code)"
        case .revenueByQuarterIn(let code): "Receita por trimestre em \(code)"
        case .revenueByYearIn(let code): "Receita por ano em \(code)"
        case .revenueByProductIn(let code): "Receita por produto em \(code)"
        case .revenueByCurrencyIn(let code): "Receita por moeda em \(code)"
        case .ofSalesMadeIn(let title, let code): "\(title) das vendas em \(code)"
        case .salesRange(let first, let last, let count): "Vendas \(first)–\(last) de \(count)"
        case .leavesOutUnconverted: "* sem as vendas em moedas que não podem ser convertidas"
        case .noneConverted: "— nenhuma das vendas pode ser convertida"
        case .soldNothing(let others): "sem vendas nestes dias: \(others)"
        case .leftOutOfReport(let sentence): "\(sentence): fora deste relatório"
        case .leftOutOfFigures(let sentence): "\(sentence): fora destes números"
        case .emptyIntervalsLeftOut: "intervalos sem vendas foram omitidos: seriam muitos"
        case .emptyMonthsLeftOut(let months):
            "meses sem vendas foram omitidos: as vendas abrangem mais de \(months) meses"
        case .backToProducts: "← Produtos"
        case .asATable(let title): "\(title), em tabela"
        case .totalLabel: "total"
        case .totalUnavailable: "total indisponível (sem taxas de câmbio)"
        case .incomplete(let sales, let codes): "incompleto: \(sales) em \(codes) sem conversão possível"
        case .versus(let change, let earlier): "\(change) em relação a \(earlier)"
        case .newChange: "novo"
        case .notComparable: "não comparável"
        case .notComparableWhy: "não comparável (algumas vendas não podem ser convertidas)"
        case .noSalesEither: "sem vendas em nenhum dos períodos"
        case .noSales: "sem vendas"
        case .reportSheet: "Relatório"
        case .notesSheet: "Notas"
        case .periodBeforeWas(let days): "O período anterior (\(days)):"
        case .periodsTotalIs(let incomplete): "o total do período é \(incomplete)"
        }
    }

    static func text(_ phrase: RefusalPhrase) -> String {
        switch phrase {
        case .cannotAnswer: "Esta solicitação não pode ser respondida"
        case .notOpen: "Não disponível para este navegador"
        case .noSuchPage: "Esta página não existe"
        case .notAWay: "Esta página não é solicitada assim"
        case .tooMuchSent: "Foi enviado demais"
        case .figuresNotLoaded: "Não foi possível carregar os números"
        case .notReady: "Ainda não está pronto"
        case .wentWrong: "Algo deu errado"
        case .noSuchProduct: "Este produto não existe. Volte aos produtos."
        case .stillLoading: "Os números ainda estão carregando. Recarregue a página em instantes."
        case .notAPeriod: "Isso não é um período."
        case .notACurrencyCode: "Isso não é um código de moeda: três letras, como EUR."
        case .unavailable: "O serviço está indisponível. Tente novamente em instantes."
        case .couldNotLoad(let reason): "Não foi possível carregar os números: \(reason)"
        }
    }

    static func text(_ phrase: AppPhrase) -> String {
        switch phrase {
        case .windowTooSmall(let columns, let rows): "Aumente a janela para pelo menos \(columns)×\(rows)."
        case .loadingStatus: "carregando…"
        case .loggingInStatus: "entrando…"
        case .loggingOutStatus: "saindo…"
        case .logOutQuestion: "Sair da conta? y/n"
        case .logInTo(let host): "Entrar em \(host)"
        case .usernameLabel: "Usuário"
        case .passwordLabel: "Senha"
        case .loggingIn: "Entrando…"
        case .loginKeys: "⏎ entrar · Tab próximo campo · Ctrl-U limpar · Ctrl-C sair"
        case .loginKeysShort: "⏎ entrar · Tab campo · ^C sair"
        case .detailKeys: "↑↓ rolar · b voltar · r recarregar · L sair da conta · q sair"
        case .detailKeysShort: "↑↓ rolar b voltar r q"
        case .listKeys: "↑↓ mover · ⏎ abrir · / filtrar · s ordenar · r recarregar · L sair da conta · q sair"
        case .listKeysShort: "⏎ abrir / filtrar s ordenar r q"
        case .filterKeys: "digite para filtrar · ↑↓ mover · ⏎ abrir · Esc limpar"
        case .filterKeysShort: "digite · ⏎ abrir · Esc limpar"
        case .loadingList: "Carregando…"
        case .noDataRetry: "Sem dados: r para tentar de novo."
        case .noProducts: "Nenhum produto."
        case .noProductMatches(let filter): "Nenhum produto corresponde a “\(filter)”."
        }
    }

    static func text(_ phrase: NoticePhrase) -> String {
        switch phrase {
        case .keptFiguresAsOf(let time): "números de \(time)"
        case .ratesAsOf(let time): "taxas de \(time)"
        case .leftOutOfEveryFigure: "ficam fora de todos os números"
        case .copyInFuture: "a cópia local tem data no futuro"
        case .notUsedNextFetch: "não usada; a próxima busca a substitui"
        case .copyNotRead: "não foi possível ler a cópia local"
        case .copyNotKept: "a cópia local não foi atualizada"
        case .notConvertible(let code): "\(code) não é uma moeda para a qual possamos converter"
        case .showing(let code): "exibindo em \(code)"
        case .noAmountsIn(let code): "sem valores em \(code)"
        }
    }

    static func heading(_ heading: ColumnHeading) -> String {
        switch heading {
        case .id: "ID"
        case .product: "PRODUTO"
        case .productID: "ID DO PRODUTO"
        case .name: "NOME"
        case .sales: "VENDAS"
        case .salesBefore: "VENDAS ANTES"
        case .date: "DATA"
        case .amount: "VALOR"
        case .before: "ANTES"
        case .change: "VARIAÇÃO"
        case .salesChange: "VARIAÇÃO DAS VENDAS"
        case .complete: "COMPLETO"
        case .completeBefore: "COMPLETO ANTES"
        case .currency: "MOEDA"
        case .soldIn: "VENDIDO EM"
        case .share: "PARTICIPAÇÃO"
        case .period: "PERÍODO"
        case .days: "DIAS"
        case .section: "SEÇÃO"
        case .from: "DE"
        case .to: "ATÉ"
        case .week: "SEMANA"
        case .month: "MÊS"
        case .quarter: "TRIMESTRE"
        case .year: "ANO"
        case .quantity: "QTD."
        case .unitPrice: "PREÇO UNITÁRIO"
        case .unitCurrency: "MOEDA UNITÁRIA"
        case .total(let currency): "TOTAL \(currency)"
        case .totalAlone: "TOTAL"
        case .unit(let currency): "UNIDADE \(currency)"
        case .rateTo(let currency): "TAXA PARA \(currency)"
        case .lastMonths(let count): "ÚLTIMOS \(count) MESES"
        case .localDate: "DATA LOCAL"
        case .dateIn(let zones): "DATA (\(zones))"
        case .code(let code): "\(code)"
        case .none: ""
        }
    }

    static func forms(_ counted: Counted) -> ZeroOrOneManyOther {
        switch counted {
        case .sales: ZeroOrOneManyOther(one: "{n} venda", many: "{n} de vendas", other: "{n} vendas")
        case .products: ZeroOrOneManyOther(one: "{n} produto", many: "{n} de produtos", other: "{n} produtos")
        case .currencies: ZeroOrOneManyOther(one: "{n} moeda", many: "{n} de moedas", other: "{n} moedas")
        case .otherProducts:
            ZeroOrOneManyOther(one: "{n} outro produto", many: "{n} de outros produtos", other: "{n} outros produtos")
        case .weeks: ZeroOrOneManyOther(one: "{n} semana", many: "{n} de semanas", other: "{n} semanas")
        case .months: ZeroOrOneManyOther(one: "{n} mês", many: "{n} de meses", other: "{n} meses")
        case .quarters: ZeroOrOneManyOther(one: "{n} trimestre", many: "{n} de trimestres", other: "{n} trimestres")
        case .years: ZeroOrOneManyOther(one: "{n} ano", many: "{n} de anos", other: "{n} anos")
        case .unknownProductSales:
            ZeroOrOneManyOther(
                one: "{n} venda indica um produto que não está na lista",
                many: "{n} de vendas indicam produtos que não estão na lista",
                other: "{n} vendas indicam produtos que não estão na lista")
        case .tryAgainInSeconds:
            ZeroOrOneManyOther(
                one: "Muitas tentativas de entrada sem sucesso. Tente novamente em {n} segundo.",
                many: "Muitas tentativas de entrada sem sucesso. Tente novamente em {n} de segundos.",
                other: "Muitas tentativas de entrada sem sucesso. Tente novamente em {n} segundos.")
        case .tryAgainInMinutes:
            ZeroOrOneManyOther(
                one: "Muitas tentativas de entrada sem sucesso. Tente novamente em {n} minuto.",
                many: "Muitas tentativas de entrada sem sucesso. Tente novamente em {n} de minutos.",
                other: "Muitas tentativas de entrada sem sucesso. Tente novamente em {n} minutos.")
        case .amountsKeptAsText:
            ZeroOrOneManyOther(
                one:
                    "{n} valor com mais de 15 dígitos significativos foi escrito como texto, dígito por dígito: como número, a planilha o arredondaria.",
                many:
                    "{n} de valores com mais de 15 dígitos significativos foram escritos como texto, dígito por dígito: como número, a planilha os arredondaria.",
                other:
                    "{n} valores com mais de 15 dígitos significativos foram escritos como texto, dígito por dígito: como número, a planilha os arredondaria."
            )
        }
    }
}
