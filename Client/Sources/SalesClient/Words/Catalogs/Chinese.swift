/// Simplified Chinese (`zh-CN`): full-width punctuation, a space between Chinese and Latin words or figures.
enum Chinese: WordCatalog {
    static func text(_ phrase: Phrase) -> String {
        switch phrase {
        case .skipToContent: "跳到主要内容"
        case .mainNavigation: "主导航"
        case .overview: "概览"
        case .products: "产品"
        case .reports: "报表"
        case .settings: "设置"
        case .devices: "设备"
        case .currency: "货币"
        case .show: "显示"
        case .refresh: "刷新"
        case .logOut: "退出登录"
        case .quit: "退出"
        case .quitTitle: "停止本机上的 SaleAssistant"
        case .offline: "离线"
        case .note: "提示"
        case .signedInAs(let user): "已登录：\(user)"
        case .figuresAsOf(let time): "数据截至 \(time)。"
        case .logIn: "登录"
        case .userName: "用户名"
        case .password: "密码"
        case .timeZone: "时区"
        case .languageAndFormats: "语言和格式"
        case .browsersLanguage: "浏览器的语言"
        case .save: "保存"
        case .backToOverview: "返回概览"
        case .notAZone: "这不是时区：请输入如 Europe/Lisbon 这样的名称。"
        case .notACurrency: "这不是货币代码：三个字母，如 EUR。"
        case .notALanguage: "该语言不在列表中。"
        case .newer: "较新"
        case .older: "较旧"
        case .pagesOfSales: "销售分页"
        case .signOutQuestion: "要退出登录吗？"
        case .signOut: "退出登录"
        case .cancel: "取消"
        case .signOutEverywhere: "在所有设备上退出登录"
        case .enterBoth: "请输入用户名和密码。"
        case .thisDevice(let device): "\(device)（本设备）"
        case .whereSignedIn: "您登录的设备"
        case .device: "设备"
        case .address: "来源"
        case .signedInAt: "登录时间"
        case .lastSeen: "最近活动"
        case .atMostDevices(let count): "最多 \(count) 台设备保持登录：在另一台设备上登录会让最久未使用的设备退出登录。"
        }
    }

    static func text(_ phrase: FormPhrase) -> String {
        switch phrase {
        case .thisMonth: "本月"
        case .lastMonth: "上月"
        case .thisQuarter: "本季度"
        case .lastQuarter: "上季度"
        case .yearToDate: "年初至今"
        case .last12Months: "过去 12 个月"
        case .allTime: "全部时间"
        case .everyDay: "每一天"
        case .period: "期间"
        case .givenDays: "指定日期"
        case .from: "从"
        case .to: "到"
        case .filter: "筛选"
        case .sortBy: "排序方式"
        case .byName: "名称"
        case .byNumberOfSales: "销售笔数"
        case .byRevenue: "收入"
        case .byRevenueBefore: "上期收入"
        case .byChange: "变化（最大优先）"
        case .by: "按"
        case .week: "周"
        case .month: "月"
        case .quarter: "季度"
        case .year: "年"
        case .product: "产品"
        case .currencyChoice: "货币"
        }
    }

    static func text(_ phrase: ListingPhrase) -> String {
        switch phrase {
        case .productsCaption: "产品及其销售和收入"
        case .noProductHolds(let filter): "没有产品名称包含“\(filter)”。"
        case .download: "下载："
        case .periodDays(let title, let days): "\(title)：\(days)"
        case .beside(let text, let before): "\(text)（对比 \(before)）"
        case .totalBefore(let amount): "上期 \(amount)"
        case .revenueIn(let code): "收入（\(code)）"
        case .salesTitle: "销售笔数"
        case .thisPeriod: "本期"
        case .periodBefore: "上一期"
        case .yearEarlier: "一年前"
        case .periodBeforeYearEarlier: "上一期（一年前）"
        case .topProducts: "热门产品"
        case .revenueByWeek: "按周收入"
        case .revenueByMonth: "按月收入"
        case .revenueByQuarter: "按季度收入"
        case .revenueByYear: "按年收入"
        case .byCurrencySoldIn: "按销售货币"
        case .salesNewestFirst: "销售（最新在前）"
        case .noSalesYet: "暂无销售。"
        case .noSalesInPeriod: "此期间没有销售。"
        case .revenueByWeekIn(let code): "按周收入（周一起，ISO 8601，\(code)）"
        case .revenueByMonthIn(let code): "按月收入（\(code)）"
        case .revenueByQuarterIn(let code): "按季度收入（\(code)）"
        case .revenueByYearIn(let code): "按年收入（\(code)）"
        case .revenueByProductIn(let code): "按产品收入（\(code)）"
        case .revenueByCurrencyIn(let code): "按货币收入（\(code)）"
        case .ofSalesMadeIn(let title, let code): "\(title)：以 \(code) 进行的销售"
        case .salesRange(let first, let last, let count): "销售第 \(first)–\(last) 笔，共 \(count) 笔"
        case .leavesOutUnconverted: "* 不含无法换算货币的销售"
        case .noneConverted: "— 其销售均无法换算"
        case .soldNothing(let others): "这些天没有销售：\(others)"
        case .leftOutOfReport(let sentence): "\(sentence)（未计入本报表）"
        case .leftOutOfFigures(let sentence): "\(sentence)（未计入这些数据）"
        case .emptyIntervalsLeftOut: "未显示没有销售的区间：数量过多"
        case .emptyMonthsLeftOut(let months): "未显示没有销售的月份：销售跨度超过 \(months) 个月"
        case .backToProducts: "← 产品"
        case .asATable(let title): "\(title)（表格）"
        case .totalLabel: "合计"
        case .totalUnavailable: "无合计（没有汇率）"
        case .incomplete(let sales, let codes): "不完整：\(codes) 的\(sales)无法换算"
        case .versus(let change, let earlier): "较\(earlier) \(change)"
        case .newChange: "新增"
        case .notComparable: "不可比较"
        case .notComparableWhy: "不可比较（部分销售无法换算）"
        case .noSalesEither: "两个期间均无销售"
        case .noSales: "无销售"
        case .reportSheet: "报表"
        case .notesSheet: "备注"
        case .periodBeforeWas(let days): "上一期（\(days)）："
        case .periodsTotalIs(let incomplete): "本期合计\(incomplete)"
        }
    }

    static func text(_ phrase: RefusalPhrase) -> String {
        switch phrase {
        case .cannotAnswer: "无法响应此请求"
        case .notOpen: "此浏览器无法访问"
        case .noSuchPage: "没有此页面"
        case .notAWay: "不能以这种方式请求此页面"
        case .tooMuchSent: "发送的内容过多"
        case .figuresNotLoaded: "无法加载数据"
        case .notReady: "尚未就绪"
        case .wentWrong: "出现问题"
        case .noSuchProduct: "没有此产品。请返回产品列表。"
        case .stillLoading: "数据仍在加载中。请稍后重新加载页面。"
        case .notAPeriod: "这不是一个期间。"
        case .notACurrencyCode: "这不是货币代码：应为三个字母，例如 EUR。"
        case .unavailable: "服务不可用。请稍后重试。"
        case .couldNotLoad(let reason): "无法加载数据：\(reason)"
        }
    }

    static func text(_ phrase: AppPhrase) -> String {
        switch phrase {
        case .windowTooSmall(let columns, let rows): "请将窗口调整到至少 \(columns)×\(rows)。"
        case .loadingStatus: "加载中…"
        case .loggingInStatus: "登录中…"
        case .loggingOutStatus: "退出中…"
        case .logOutQuestion: "退出登录？y/n"
        case .logInTo(let host): "登录 \(host)"
        case .usernameLabel: "用户名"
        case .passwordLabel: "密码"
        case .loggingIn: "正在登录…"
        case .loginKeys: "⏎ 登录 · Tab 下一项 · Ctrl-U 清除 · Ctrl-C 退出"
        case .loginKeysShort: "⏎ 登录 · Tab 下一项 · ^C 退出"
        case .detailKeys: "↑↓ 滚动 · b 返回 · r 重新加载 · L 退出登录 · q 退出"
        case .detailKeysShort: "↑↓ 滚动 b 返回 r q"
        case .listKeys: "↑↓ 移动 · ⏎ 打开 · / 筛选 · s 排序 · r 重新加载 · L 退出登录 · q 退出"
        case .listKeysShort: "⏎ 打开 / 筛选 s 排序 r q"
        case .filterKeys: "输入以筛选 · ↑↓ 移动 · ⏎ 打开 · Esc 清除"
        case .filterKeysShort: "输入 · ⏎ 打开 · Esc 清除"
        case .loadingList: "正在加载…"
        case .noDataRetry: "没有数据：按 r 重试。"
        case .noProducts: "没有产品。"
        case .noProductMatches(let filter): "没有与“\(filter)”匹配的产品。"
        }
    }

    static func text(_ phrase: NoticePhrase) -> String {
        switch phrase {
        case .keptFiguresAsOf(let time): "截至 \(time) 的数据"
        case .ratesAsOf(let time): "截至 \(time) 的汇率"
        case .leftOutOfEveryFigure: "所有数据均不包含它们"
        case .copyInFuture: "本地副本的日期在未来"
        case .notUsedNextFetch: "未使用；下次获取时将替换"
        case .copyNotRead: "无法读取本地副本"
        case .copyNotKept: "本地副本未更新"
        case .notConvertible(let code): "无法换算为 \(code)"
        case .showing(let code): "以 \(code) 显示"
        case .noAmountsIn(let code): "没有 \(code) 金额"
        }
    }

    static func heading(_ heading: ColumnHeading) -> String {
        switch heading {
        case .id: "ID"
        case .product: "产品"
        case .productID: "产品 ID"
        case .name: "名称"
        case .sales: "销售笔数"
        case .salesBefore: "上期销售笔数"
        case .date: "日期"
        case .amount: "金额"
        case .before: "上期"
        case .change: "变化"
        case .salesChange: "销售笔数变化"
        case .complete: "完整"
        case .completeBefore: "上期完整"
        case .currency: "货币"
        case .soldIn: "销售货币"
        case .share: "占比"
        case .period: "期间"
        case .days: "天数"
        case .section: "部分"
        case .from: "从"
        case .to: "到"
        case .week: "周"
        case .month: "月"
        case .quarter: "季度"
        case .year: "年"
        case .quantity: "数量"
        case .unitPrice: "单价"
        case .unitCurrency: "单价货币"
        case .total(let currency): "合计 \(currency)"
        case .totalAlone: "合计"
        case .unit(let currency): "单价 \(currency)"
        case .rateTo(let currency): "兑 \(currency) 汇率"
        case .lastMonths(let count): "过去 \(count) 个月"
        case .localDate: "当地日期"
        case .dateIn(let zones): "日期 (\(zones))"
        case .code(let code): "\(code)"
        case .none: ""
        }
    }

    static func forms(_ counted: Counted) -> OtherOnly {
        switch counted {
        case .sales: OtherOnly("{n} 笔销售")
        case .products: OtherOnly("{n} 个产品")
        case .currencies: OtherOnly("{n} 种货币")
        case .otherProducts: OtherOnly("其他 {n} 个产品")
        case .weeks: OtherOnly("{n} 周")
        case .months: OtherOnly("{n} 个月")
        case .quarters: OtherOnly("{n} 个季度")
        case .years: OtherOnly("{n} 年")
        case .unknownProductSales: OtherOnly("有 {n} 笔销售对应的产品不在列表中")
        case .tryAgainInSeconds: OtherOnly("登录失败次数过多。请在 {n} 秒后重试。")
        case .tryAgainInMinutes: OtherOnly("登录失败次数过多。请在 {n} 分钟后重试。")
        case .amountsKeptAsText:
            OtherOnly("{n} 个金额的有效数字超过 15 位，已逐位写为文本：作为数字，电子表格会将其舍入。")
        }
    }
}
