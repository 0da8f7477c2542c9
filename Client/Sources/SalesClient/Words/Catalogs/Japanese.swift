/// Japanese: polite (です・ます) sentences, full-width punctuation, no space before `？` or `。`.
enum Japanese: WordCatalog {
    static func text(_ phrase: Phrase) -> String {
        switch phrase {
        case .skipToContent: "本文へスキップ"
        case .mainNavigation: "メイン"
        case .overview: "概要"
        case .products: "製品"
        case .reports: "レポート"
        case .settings: "設定"
        case .devices: "デバイス"
        case .currency: "通貨"
        case .show: "表示"
        case .refresh: "更新"
        case .logOut: "ログアウト"
        case .quit: "終了"
        case .quitTitle: "このコンピューターの SaleAssistant を停止します"
        case .offline: "オフライン"
        case .note: "お知らせ"
        case .signedInAs(let user): "\(user) としてログイン中"
        case .figuresAsOf(let time): "\(time) 時点の数値です。"
        case .logIn: "ログイン"
        case .userName: "ユーザー名"
        case .password: "パスワード"
        case .timeZone: "タイムゾーン"
        case .languageAndFormats: "言語と表示形式"
        case .browsersLanguage: "ブラウザーの言語"
        case .save: "保存"
        case .backToOverview: "概要に戻る"
        case .notAZone: "タイムゾーンではありません。Europe/Lisbon のような名前です。"
        case .notACurrency: "通貨コードではありません。EUR のような 3 文字です。"
        case .notALanguage: "一覧にない言語です。"
        case .newer: "新しい販売"
        case .older: "古い販売"
        case .pagesOfSales: "販売のページ"
        case .signOutQuestion: "ログアウトしますか？"
        case .signOut: "ログアウト"
        case .cancel: "キャンセル"
        case .signOutEverywhere: "すべてのデバイスからログアウト"
        case .enterBoth: "ユーザー名とパスワードの両方を入力してください。"
        case .thisDevice(let device): "\(device)（このデバイス）"
        case .whereSignedIn: "ログイン中のデバイス"
        case .device: "デバイス"
        case .address: "接続元"
        case .signedInAt: "ログイン日時"
        case .lastSeen: "最終アクセス"
        case .atMostDevices(let count): "ログインしたままにできるのは最大 \(count) 台です。別のデバイスでログインすると、最も長く使われていないデバイスがログアウトされます。"
        }
    }

    static func text(_ phrase: FormPhrase) -> String {
        switch phrase {
        case .thisMonth: "今月"
        case .lastMonth: "先月"
        case .thisQuarter: "今四半期"
        case .lastQuarter: "前四半期"
        case .yearToDate: "年初来"
        case .last12Months: "過去 12 か月"
        case .allTime: "全期間"
        case .everyDay: "全日"
        case .period: "期間"
        case .givenDays: "日付を指定"
        case .from: "開始日"
        case .to: "終了日"
        case .filter: "絞り込み"
        case .sortBy: "並べ替え"
        case .byName: "名前"
        case .byNumberOfSales: "販売件数"
        case .byRevenue: "売上"
        case .byRevenueBefore: "前期間の売上"
        case .byChange: "変化（大きい順）"
        case .by: "単位"
        case .week: "週"
        case .month: "月"
        case .quarter: "四半期"
        case .year: "年"
        case .product: "製品"
        case .currencyChoice: "通貨"
        }
    }

    static func text(_ phrase: ListingPhrase) -> String {
        switch phrase {
        case .productsCaption: "製品ごとの販売件数と売上"
        case .noProductHolds(let filter): "「\(filter)」を含む製品名はありません。"
        case .download: "ダウンロード："
        case .periodDays(let title, let days): "\(title)：\(days)"
        case .beside(let text, let before): "\(text)（比較：\(before)）"
        case .totalBefore(let amount): "前期間 \(amount)"
        case .revenueIn(let code): "売上（\(code)）"
        case .salesTitle: "販売件数"
        case .thisPeriod: "この期間"
        case .periodBefore: "前の期間"
        case .yearEarlier: "1 年前"
        case .periodBeforeYearEarlier: "前の期間（1 年前）"
        case .topProducts: "上位の製品"
        case .revenueByWeek: "週別の売上"
        case .revenueByMonth: "月別の売上"
        case .revenueByQuarter: "四半期別の売上"
        case .revenueByYear: "年別の売上"
        case .byCurrencySoldIn: "販売通貨別"
        case .salesNewestFirst: "販売（新しい順）"
        case .noSalesYet: "まだ販売はありません。"
        case .noSalesInPeriod: "この期間の販売はありません。"
        case .revenueByWeekIn(let code): "週別の売上（月曜始まり、ISO 8601、\(code)）"
        case .revenueByMonthIn(let code): "月別の売上（\(code)）"
        case .revenueByQuarterIn(let code): "四半期別の売上（\(code)）"
        case .revenueByYearIn(let code): "年別の売上（\(code)）"
        case .revenueByProductIn(let code): "製品別の売上（\(code)）"
        case .revenueByCurrencyIn(let code): "通貨別の売上（\(code)）"
        case .ofSalesMadeIn(let title, let code): "\(title)：\(code) での販売"
        case .salesRange(let first, let last, let count): "販売 \(first)～\(last) 件目（全 \(count) 件）"
        case .leavesOutUnconverted: "* 換算できない通貨での販売を除きます"
        case .noneConverted: "— どの販売も換算できません"
        case .soldNothing(let others): "この期間に販売なし：\(others)"
        case .leftOutOfReport(let sentence): "\(sentence)（このレポートには含まれません）"
        case .leftOutOfFigures(let sentence): "\(sentence)（これらの数値には含まれません）"
        case .emptyIntervalsLeftOut: "販売のない期間は省略しています（多すぎるため）"
        case .emptyMonthsLeftOut(let months): "販売のない月は省略しています（販売が \(months) か月を超えるため）"
        case .backToProducts: "← 製品"
        case .asATable(let title): "\(title)（表）"
        case .totalLabel: "合計"
        case .totalUnavailable: "合計なし（為替レートがありません）"
        case .incomplete(let sales, let codes): "不完全：\(codes) の\(sales)は換算できません"
        case .versus(let change, let earlier): "\(earlier)比 \(change)"
        case .newChange: "新規"
        case .notComparable: "比較不可"
        case .notComparableWhy: "比較不可（換算できない販売があります）"
        case .noSalesEither: "どちらの期間にも販売はありません"
        case .noSales: "販売なし"
        case .reportSheet: "レポート"
        case .notesSheet: "注記"
        case .periodBeforeWas(let days): "前の期間（\(days)）："
        case .periodsTotalIs(let incomplete): "期間の合計は\(incomplete)"
        }
    }

    static func text(_ phrase: RefusalPhrase) -> String {
        switch phrase {
        case .cannotAnswer: "このリクエストには応答できません"
        case .notOpen: "このブラウザーからは利用できません"
        case .noSuchPage: "このページはありません"
        case .notAWay: "このページはこの方法では要求できません"
        case .tooMuchSent: "送信された内容が大きすぎます"
        case .figuresNotLoaded: "数値を読み込めませんでした"
        case .notReady: "まだ準備ができていません"
        case .wentWrong: "問題が発生しました"
        case .noSuchProduct: "この製品はありません。製品一覧に戻ってください。"
        case .stillLoading: "数値を読み込み中です。しばらくしてからページを再読み込みしてください。"
        case .notAPeriod: "期間ではありません。"
        case .notACurrencyCode: "通貨コードではありません。EUR のような 3 文字で指定してください。"
        case .unavailable: "サービスを利用できません。しばらくしてからもう一度お試しください。"
        case .couldNotLoad(let reason): "数値を読み込めませんでした：\(reason)"
        }
    }

    static func text(_ phrase: AppPhrase) -> String {
        switch phrase {
        case .windowTooSmall(let columns, let rows): "ウィンドウを \(columns)×\(rows) 以上にしてください。"
        case .loadingStatus: "読み込み中…"
        case .loggingInStatus: "ログイン中…"
        case .loggingOutStatus: "ログアウト中…"
        case .logOutQuestion: "ログアウトしますか？ y/n"
        case .logInTo(let host): "\(host) にログイン"
        case .usernameLabel: "ユーザー名"
        case .passwordLabel: "パスワード"
        case .loggingIn: "ログインしています…"
        case .loginKeys: "⏎ ログイン · Tab 次の項目 · Ctrl-U 消去 · Ctrl-C 終了"
        case .loginKeysShort: "⏎ ログイン · Tab 項目 · ^C 終了"
        case .detailKeys: "↑↓ スクロール · b 戻る · r 再読み込み · L ログアウト · q 終了"
        case .detailKeysShort: "↑↓ スクロール b 戻る r q"
        case .listKeys: "↑↓ 移動 · ⏎ 開く · / 絞り込み · s 並べ替え · r 再読み込み · L ログアウト · q 終了"
        case .listKeysShort: "⏎ 開く / 絞り込み s 並べ替え r q"
        case .filterKeys: "入力で絞り込み · ↑↓ 移動 · ⏎ 開く · Esc 消去"
        case .filterKeysShort: "入力 · ⏎ 開く · Esc 消去"
        case .loadingList: "読み込んでいます…"
        case .noDataRetry: "データがありません。r で再試行します。"
        case .noProducts: "製品はありません。"
        case .noProductMatches(let filter): "「\(filter)」に一致する製品はありません。"
        }
    }

    static func text(_ phrase: NoticePhrase) -> String {
        switch phrase {
        case .keptFiguresAsOf(let time): "\(time) 時点の数値"
        case .ratesAsOf(let time): "\(time) 時点のレート"
        case .leftOutOfEveryFigure: "どの数値にも含まれません"
        case .copyInFuture: "ローカルコピーの日付が未来になっています"
        case .notUsedNextFetch: "使用しません。次の取得で置き換えられます"
        case .copyNotRead: "ローカルコピーを読み込めませんでした"
        case .copyNotKept: "ローカルコピーは更新されませんでした"
        case .notConvertible(let code): "\(code) には換算できません"
        case .showing(let code): "\(code) で表示しています"
        case .noAmountsIn(let code): "\(code) の金額はありません"
        }
    }

    static func heading(_ heading: ColumnHeading) -> String {
        switch heading {
        case .id: "ID"
        case .product: "製品"
        case .productID: "製品 ID"
        case .name: "名前"
        case .sales: "販売件数"
        case .salesBefore: "前期間の販売件数"
        case .date: "日付"
        case .amount: "金額"
        case .before: "前期間"
        case .change: "変化"
        case .salesChange: "販売件数の変化"
        case .complete: "完全"
        case .completeBefore: "前期間完全"
        case .currency: "通貨"
        case .soldIn: "販売通貨"
        case .share: "構成比"
        case .period: "期間"
        case .days: "日数"
        case .section: "区分"
        case .from: "開始"
        case .to: "終了"
        case .week: "週"
        case .month: "月"
        case .quarter: "四半期"
        case .year: "年"
        case .quantity: "数量"
        case .unitPrice: "単価"
        case .unitCurrency: "単価の通貨"
        case .total(let currency): "合計 \(currency)"
        case .totalAlone: "合計"
        case .unit(let currency): "単価 \(currency)"
        case .rateTo(let currency): "\(currency) への換算レート"
        case .lastMonths(let count): "過去 \(count) か月"
        case .localDate: "現地の日付"
        case .dateIn(let zones): "日付 (\(zones))"
        case .code(let code): "\(code)"
        case .none: ""
        }
    }

    static func forms(_ counted: Counted) -> OtherOnly {
        switch counted {
        case .sales: OtherOnly("{n} 件の販売")
        case .products: OtherOnly("{n} 製品")
        case .currencies: OtherOnly("{n} 通貨")
        case .otherProducts: OtherOnly("その他 {n} 製品")
        case .weeks: OtherOnly("{n} 週")
        case .months: OtherOnly("{n} か月")
        case .quarters: OtherOnly("{n} 四半期")
        case .years: OtherOnly("{n} 年")
        case .unknownProductSales: OtherOnly("一覧にない製品の販売が {n} 件あります")
        case .tryAgainInSeconds: OtherOnly("ログインの失敗が多すぎます。{n} 秒後にもう一度お試しください。")
        case .tryAgainInMinutes: OtherOnly("ログインの失敗が多すぎます。{n} 分後にもう一度お試しください。")
        case .amountsKeptAsText:
            OtherOnly("有効桁数が 15 桁を超える金額 {n} 件は、表計算ソフトで丸められないよう、1 桁ずつテキストとして書き込んでいます。")
        }
    }
}
