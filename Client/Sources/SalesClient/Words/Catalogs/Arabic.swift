/// Arabic (Modern Standard): six plural forms, `،` in lists, «» for quotations; pages right to left.
enum Arabic: WordCatalog {
    static func text(_ phrase: Phrase) -> String {
        switch phrase {
        case .skipToContent: "انتقل إلى المحتوى"
        case .mainNavigation: "التنقل الرئيسي"
        case .overview: "نظرة عامة"
        case .products: "المنتجات"
        case .reports: "التقارير"
        case .settings: "الإعدادات"
        case .devices: "الأجهزة"
        case .currency: "العملة"
        case .show: "عرض"
        case .refresh: "تحديث"
        case .logOut: "تسجيل الخروج"
        case .quit: "إنهاء"
        case .quitTitle: "إيقاف SaleAssistant على هذا الجهاز"
        case .offline: "غير متصل"
        case .note: "ملاحظة"
        case .signedInAs(let user): "تم تسجيل الدخول باسم \(user)"
        case .figuresAsOf(let time): "الأرقام حتى \(time)."
        case .logIn: "تسجيل الدخول"
        case .userName: "اسم المستخدم"
        case .password: "كلمة المرور"
        case .timeZone: "المنطقة الزمنية"
        case .languageAndFormats: "اللغة والتنسيقات"
        case .browsersLanguage: "لغة المتصفح"
        case .save: "حفظ"
        case .backToOverview: "العودة إلى النظرة العامة"
        case .notAZone: "هذه ليست منطقة زمنية: اسم مثل Europe/Lisbon."
        case .notACurrency: "هذا ليس رمز عملة: ثلاثة أحرف، مثل EUR."
        case .notALanguage: "هذه اللغة ليست في القائمة."
        case .newer: "الأحدث"
        case .older: "الأقدم"
        case .pagesOfSales: "صفحات المبيعات"
        case .signOutQuestion: "تسجيل الخروج؟"
        case .signOut: "تسجيل الخروج"
        case .cancel: "إلغاء"
        case .signOutEverywhere: "تسجيل الخروج من كل الأجهزة"
        case .enterBoth: "أدخل اسم المستخدم وكلمة المرور كليهما."
        case .thisDevice(let device): "\(device) (هذا الجهاز)"
        case .whereSignedIn: "الأجهزة التي سجلت الدخول منها"
        case .device: "الجهاز"
        case .address: "العنوان"
        case .signedInAt: "تسجيل الدخول"
        case .lastSeen: "آخر نشاط"
        case .atMostDevices(let count):
            "يبقى \(count) أجهزة على الأكثر مسجلة الدخول: تسجيل الدخول من جهاز آخر يُخرج الجهاز الأقدم استخدامًا."
        }
    }

    static func text(_ phrase: FormPhrase) -> String {
        switch phrase {
        case .thisMonth: "هذا الشهر"
        case .lastMonth: "الشهر الماضي"
        case .thisQuarter: "هذا الربع"
        case .lastQuarter: "الربع الماضي"
        case .yearToDate: "منذ بداية السنة"
        case .last12Months: "آخر 12 شهرًا"
        case .allTime: "كل الفترات"
        case .everyDay: "كل الأيام"
        case .period: "الفترة"
        case .givenDays: "أيام محددة"
        case .from: "من"
        case .to: "إلى"
        case .filter: "تصفية"
        case .sortBy: "ترتيب حسب"
        case .byName: "الاسم"
        case .byNumberOfSales: "عدد المبيعات"
        case .byRevenue: "الإيرادات"
        case .byRevenueBefore: "الإيرادات السابقة"
        case .byChange: "التغير (الأكبر أولًا)"
        case .by: "حسب"
        case .week: "الأسبوع"
        case .month: "الشهر"
        case .quarter: "الربع"
        case .year: "السنة"
        case .product: "المنتج"
        case .currencyChoice: "العملة"
        }
    }

    static func text(_ phrase: ListingPhrase) -> String {
        switch phrase {
        case .productsCaption: "المنتجات ومبيعاتها وإيراداتها"
        case .noProductHolds(let filter): "لا يحتوي اسم أي منتج على «\(filter)»."
        case .download: "تنزيل:"
        case .periodDays(let title, let days): "\(title): \(days)"
        case .beside(let text, let before): "\(text)، مقارنةً بـ \(before)"
        case .totalBefore(let amount): "السابق \(amount)"
        case .revenueIn(let code): "الإيرادات (\(code))"
        case .salesTitle: "المبيعات"
        case .thisPeriod: "هذه الفترة"
        case .periodBefore: "الفترة السابقة"
        case .yearEarlier: "قبل عام"
        case .periodBeforeYearEarlier: "الفترة السابقة، قبل عام"
        case .topProducts: "أفضل المنتجات"
        case .revenueByWeek: "الإيرادات حسب الأسبوع"
        case .revenueByMonth: "الإيرادات حسب الشهر"
        case .revenueByQuarter: "الإيرادات حسب الربع"
        case .revenueByYear: "الإيرادات حسب السنة"
        case .byCurrencySoldIn: "حسب عملة البيع"
        case .salesNewestFirst: "المبيعات، الأحدث أولًا"
        case .noSalesYet: "لا توجد مبيعات بعد."
        case .noSalesInPeriod: "لا توجد مبيعات في هذه الفترة."
        case .revenueByWeekIn(let code): "الإيرادات حسب الأسبوع (من الاثنين، ISO 8601) بـ \(code)"
        case .revenueByMonthIn(let code): "الإيرادات حسب الشهر بـ \(code)"
        case .revenueByQuarterIn(let code): "الإيرادات حسب الربع بـ \(code)"
        case .revenueByYearIn(let code): "الإيرادات حسب السنة بـ \(code)"
        case .revenueByProductIn(let code): "الإيرادات حسب المنتج بـ \(code)"
        case .revenueByCurrencyIn(let code): "الإيرادات حسب العملة بـ \(code)"
        case .ofSalesMadeIn(let title, let code): "\(title) للمبيعات بـ \(code)"
        case .salesRange(let first, let last, let count): "المبيعات \(first)–\(last) من \(count)"
        case .leavesOutUnconverted: "* لا يشمل المبيعات بعملات لا يمكن تحويلها"
        case .noneConverted: "— لا يمكن تحويل أي من مبيعاته"
        case .soldNothing(let others): "لم تُبع في هذه الأيام: \(others)"
        case .leftOutOfReport(let sentence): "\(sentence): مستبعدة من هذا التقرير"
        case .leftOutOfFigures(let sentence): "\(sentence): مستبعدة من هذه الأرقام"
        case .emptyIntervalsLeftOut: "الفترات التي بلا مبيعات مستبعدة: ستكون كثيرة جدًا"
        case .emptyMonthsLeftOut(let months): "الأشهر التي بلا مبيعات مستبعدة: تمتد المبيعات على أكثر من \(months) شهرًا"
        case .backToProducts: "→ المنتجات"
        case .asATable(let title): "\(title)، في جدول"
        case .totalLabel: "الإجمالي"
        case .totalUnavailable: "الإجمالي غير متاح (لا توجد أسعار صرف)"
        case .incomplete(let sales, let codes): "غير مكتمل: \(sales) بعملة \(codes) لا يمكن تحويلها"
        case .versus(let change, let earlier): "\(change) مقارنةً بـ\(earlier)"
        case .newChange: "جديد"
        case .notComparable: "غير قابل للمقارنة"
        case .notComparableWhy: "غير قابل للمقارنة (تعذّر تحويل بعض المبيعات)"
        case .noSalesEither: "لا مبيعات في أيٍّ من الفترتين"
        case .noSales: "لا مبيعات"
        case .reportSheet: "تقرير"
        case .notesSheet: "ملاحظات"
        case .periodBeforeWas(let days): "الفترة السابقة (\(days)):"
        case .periodsTotalIs(let incomplete): "إجمالي الفترة \(incomplete)"
        }
    }

    static func text(_ phrase: RefusalPhrase) -> String {
        switch phrase {
        case .cannotAnswer: "لا يمكن الرد على هذا الطلب"
        case .notOpen: "غير متاح لهذا المتصفح"
        case .noSuchPage: "لا توجد صفحة كهذه"
        case .notAWay: "لا تُطلب هذه الصفحة بهذه الطريقة"
        case .tooMuchSent: "البيانات المرسلة كثيرة جدًا"
        case .figuresNotLoaded: "تعذّر تحميل الأرقام"
        case .notReady: "ليس جاهزًا بعد"
        case .wentWrong: "حدث خطأ ما"
        case .noSuchProduct: "لا يوجد منتج كهذا. عُد إلى المنتجات."
        case .stillLoading: "لا تزال الأرقام قيد التحميل. أعد تحميل الصفحة بعد قليل."
        case .notAPeriod: "هذه ليست فترة."
        case .notACurrencyCode: "هذا ليس رمز عملة: ثلاثة أحرف، مثل EUR."
        case .unavailable: "الخدمة غير متاحة. حاول مرة أخرى بعد قليل."
        case .couldNotLoad(let reason): "تعذّر تحميل الأرقام: \(reason)"
        }
    }

    static func text(_ phrase: AppPhrase) -> String {
        switch phrase {
        case .windowTooSmall(let columns, let rows): "كبّر النافذة إلى \(columns)×\(rows) على الأقل."
        case .loadingStatus: "جارٍ التحميل…"
        case .loggingInStatus: "جارٍ تسجيل الدخول…"
        case .loggingOutStatus: "جارٍ تسجيل الخروج…"
        case .logOutQuestion: "تسجيل الخروج؟ y/n"
        case .logInTo(let host): "تسجيل الدخول إلى \(host)"
        case .usernameLabel: "اسم المستخدم"
        case .passwordLabel: "كلمة المرور"
        case .loggingIn: "جارٍ تسجيل الدخول…"
        case .loginKeys: "⏎ دخول · Tab الحقل التالي · Ctrl-U مسح · Ctrl-C إنهاء"
        case .loginKeysShort: "⏎ دخول · Tab حقل · ^C إنهاء"
        case .detailKeys: "↑↓ تمرير · b رجوع · r إعادة التحميل · L تسجيل الخروج · q إنهاء"
        case .detailKeysShort: "↑↓ تمرير b رجوع r q"
        case .listKeys: "↑↓ تنقّل · ⏎ فتح · / تصفية · s ترتيب · r إعادة التحميل · L تسجيل الخروج · q إنهاء"
        case .listKeysShort: "⏎ فتح / تصفية s ترتيب r q"
        case .filterKeys: "اكتب للتصفية · ↑↓ تنقّل · ⏎ فتح · Esc مسح"
        case .filterKeysShort: "اكتب · ⏎ فتح · Esc مسح"
        case .loadingList: "جارٍ التحميل…"
        case .noDataRetry: "لا توجد بيانات: r لإعادة المحاولة."
        case .noProducts: "لا توجد منتجات."
        case .noProductMatches(let filter): "لا يوجد منتج يطابق «\(filter)»."
        }
    }

    static func text(_ phrase: NoticePhrase) -> String {
        switch phrase {
        case .keptFiguresAsOf(let time): "الأرقام حتى \(time)"
        case .ratesAsOf(let time): "أسعار الصرف حتى \(time)"
        case .leftOutOfEveryFigure: "وهي مستبعدة من كل الأرقام"
        case .copyInFuture: "النسخة المحلية مؤرخة في المستقبل"
        case .notUsedNextFetch: "لم تُستخدم؛ سيستبدلها الجلب التالي"
        case .copyNotRead: "تعذرت قراءة النسخة المحلية"
        case .copyNotKept: "لم تُحدَّث النسخة المحلية"
        case .notConvertible(let code): "لا يمكن التحويل إلى \(code)"
        case .showing(let code): "العرض بـ \(code)"
        case .noAmountsIn(let code): "لا مبالغ بـ \(code)"
        }
    }

    static func heading(_ heading: ColumnHeading) -> String {
        switch heading {
        case .id: "المعرف"
        case .product: "المنتج"
        case .productID: "معرف المنتج"
        case .name: "الاسم"
        case .sales: "المبيعات"
        case .salesBefore: "المبيعات السابقة"
        case .date: "التاريخ"
        case .amount: "المبلغ"
        case .before: "السابق"
        case .change: "التغير"
        case .salesChange: "تغير المبيعات"
        case .complete: "مكتمل"
        case .completeBefore: "مكتمل سابقًا"
        case .currency: "العملة"
        case .soldIn: "بيع بعملة"
        case .share: "الحصة"
        case .period: "الفترة"
        case .days: "الأيام"
        case .section: "القسم"
        case .from: "من"
        case .to: "إلى"
        case .week: "الأسبوع"
        case .month: "الشهر"
        case .quarter: "الربع"
        case .year: "السنة"
        case .quantity: "الكمية"
        case .unitPrice: "سعر الوحدة"
        case .unitCurrency: "عملة الوحدة"
        case .total(let currency): "الإجمالي \(currency)"
        case .totalAlone: "الإجمالي"
        case .unit(let currency): "الوحدة \(currency)"
        case .rateTo(let currency): "السعر مقابل \(currency)"
        case .lastMonths(let count): "آخر \(count) شهرًا"
        case .localDate: "التاريخ المحلي"
        case .dateIn(let zones): "التاريخ (\(zones))"
        case .code(let code): "\(code)"
        case .none: ""
        }
    }

    static func forms(_ counted: Counted) -> SixForms {
        switch counted {
        case .sales:
            SixForms(
                zero: "لا مبيعات", one: "عملية بيع واحدة", two: "عمليتا بيع", few: "{n} عمليات بيع",
                many: "{n} عملية بيع", other: "{n} عملية بيع")
        case .products:
            SixForms(
                zero: "لا منتجات", one: "منتج واحد", two: "منتجان", few: "{n} منتجات", many: "{n} منتجًا",
                other: "{n} منتج")
        case .currencies:
            SixForms(
                zero: "لا عملات", one: "عملة واحدة", two: "عملتان", few: "{n} عملات", many: "{n} عملة",
                other: "{n} عملة")
        case .otherProducts:
            SixForms(
                zero: "لا منتجات أخرى", one: "منتج آخر", two: "منتجان آخران", few: "{n} منتجات أخرى",
                many: "{n} منتجًا آخر", other: "{n} منتج آخر")
        case .weeks:
            SixForms(
                zero: "لا أسابيع", one: "أسبوع واحد", two: "أسبوعان", few: "{n} أسابيع", many: "{n} أسبوعًا",
                other: "{n} أسبوع")
        case .months:
            SixForms(
                zero: "لا أشهر", one: "شهر واحد", two: "شهران", few: "{n} أشهر", many: "{n} شهرًا", other: "{n} شهر")
        case .quarters:
            SixForms(
                zero: "لا أرباع", one: "ربع واحد", two: "ربعان", few: "{n} أرباع", many: "{n} ربعًا", other: "{n} ربع")
        case .years:
            SixForms(
                zero: "لا سنوات", one: "سنة واحدة", two: "سنتان", few: "{n} سنوات", many: "{n} سنة", other: "{n} سنة")
        case .unknownProductSales:
            SixForms(
                zero: "لا مبيعات لمنتجات ليست في القائمة", one: "عملية بيع واحدة لمنتج ليس في القائمة",
                two: "عمليتا بيع لمنتجات ليست في القائمة", few: "{n} عمليات بيع لمنتجات ليست في القائمة",
                many: "{n} عملية بيع لمنتجات ليست في القائمة", other: "{n} عملية بيع لمنتجات ليست في القائمة")
        case .tryAgainInSeconds:
            SixForms(
                zero: "محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد {n} ثانية.",
                one: "محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد ثانية واحدة.",
                two: "محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد ثانيتين.",
                few: "محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد {n} ثوانٍ.",
                many: "محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد {n} ثانية.",
                other: "محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد {n} ثانية.")
        case .tryAgainInMinutes:
            SixForms(
                zero: "محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد {n} دقيقة.",
                one: "محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد دقيقة واحدة.",
                two: "محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد دقيقتين.",
                few: "محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد {n} دقائق.",
                many: "محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد {n} دقيقة.",
                other: "محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد {n} دقيقة.")
        case .amountsKeptAsText:
            SixForms(
                every: "المبالغ التي تتجاوز 15 رقمًا معنويًا مكتوبة نصًا، رقمًا رقمًا، لأن جدول البيانات يقرّبها أرقامًا: {n}")
        }
    }
}
