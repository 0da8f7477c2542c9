import Foundation
import SalesClient
import SalesCore
import SalesLocalCopy
import Testing

/// The notices' words, tested alone as essential-feed tests its presenters: every notice has its
/// sentence, each worded once, and a load brings its notices most important first.
@Suite struct NoticePresenterTests {
    private let asOf = Date(timeIntervalSince1970: 1_795_442_520)  // 23 Nov 2026 14:02 UTC
    private let refused = ClientError.unreachable(service: "sales API", reason: "refused")

    @Test func everyNoticeHasItsOwnWords() {
        let sentences = allNotices.map { NoticePresenter.viewModel(for: $0).sentence }
        #expect(sentences.allSatisfy { $0.first.map { !$0.isUppercase } == true }, "words, starting lower-case")
        #expect(Set(sentences).count == allNotices.count, "no two notices read the same")
    }

    @Test func offlineFiguresSayAsOfWhenAndWhyAsALineAndAsTheirParts() {
        let sut = NoticePresenter.viewModel(for: .figuresOffline(asOf: asOf, reason: refused))
        #expect(sut.kind == .offline)
        #expect(sut.message == "figures as of 23 Nov 2026 14:02 UTC")
        #expect(sut.detail == "cannot reach the sales API: refused")
        #expect(sut.line == "offline: figures as of 23 Nov 2026 14:02 UTC (cannot reach the sales API: refused)")
    }

    @Test func datesAreTheReadersZones() throws {
        let tokyo = try #require(ReaderTimeZone.named("Asia/Tokyo", in: ZoneDatabase()))
        let sut = NoticePresenter.viewModel(for: .copyDatedInTheFuture(asOf), in: tokyo)
        #expect(
            sut.line
                == "warning: the local copy is dated in the future (23 Nov 2026 23:02 JST): not used; the next fetch replaces it"
        )
    }

    @Test func unreadableElementsCountAndGiveTheFirstReason() {
        let one = NoticePresenter.viewModel(for: .unreadable(.sale, SkippedSummary(count: 1, first: "#2 bad")))
        let many = NoticePresenter.viewModel(for: .unreadable(.product, SkippedSummary(count: 2485, first: "#2 bad")))
        #expect(one.line == "warning: 1 sale from the API could not be read and is left out (#2 bad)")
        #expect(
            many.line == "warning: 2,485 products from the API could not be read and are left out (#2 bad, the first)")
    }

    @Test func aLoadBringsItsNoticesMostImportantFirst() throws {
        let id = try #require(Product.ID("P"))
        let catalog = Catalog(
            products: [Product(id: id, name: "Mac mini")],
            sales: [try sale("GONE", "USD", "10", "2024-03-31T20:30:00Z")])
        let rates = OfflineRates(asOf: asOf, reason: .timeout(service: "rates middleware"))
        let load = CatalogLoad(
            snapshot: CatalogSnapshot(catalog: catalog, leftOut: LeftOut(sales: SkippedSummary(count: 1, first: "#1"))),
            rates: .failure(.timeout(service: "rates middleware")), ratesOffline: rates, source: .offline(refused),
            asOf: asOf, copyNotRead: .storage("permission denied"), copyDatedInTheFuture: asOf,
            notKept: .storage("disk full"), storeNotices: ["a damaged copy was set aside"])

        #expect(
            NoticePresenter.notices(for: load, withoutRates: "no USD amounts") == [
                .figuresOffline(asOf: asOf, reason: refused), .ratesOffline(rates),
                .noRates(.timeout(service: "rates middleware"), shown: "no USD amounts"),
                .unreadable(.sale, SkippedSummary(count: 1, first: "#1")), .unknownProductSales(count: 1),
                .copyDatedInTheFuture(asOf), .copyNotRead(.storage("permission denied")),
                .copyNotKept(.storage("disk full")), .store("a damaged copy was set aside"),
            ])
        #expect(NoticePresenter.notices(for: load).contains { if case .noRates = $0 { true } else { false } } == false)
    }

    @Test func aFreshCompleteLoadHasNothingToSay() throws {
        let load = CatalogLoad(
            snapshot: CatalogSnapshot(catalog: Catalog(products: [], sales: [])), rates: .success(RateTable(rates: [])),
            source: .network, asOf: asOf)
        #expect(NoticePresenter.notices(for: load, withoutRates: "no USD amounts").isEmpty)
    }

    @Test func aLoadOfRatesSaysWhatBecameOfTheKeptOnes() {
        let offline = OfflineRates(asOf: asOf, reason: .timeout(service: "rates middleware"))
        let load = RatesLoad(
            rates: .success(RateTable(rates: [])), offline: offline, notRead: .storage("bad"),
            notKept: .storage("disk full"))
        #expect(
            NoticePresenter.notices(for: load) == [
                .ratesOffline(offline), .copyNotRead(.storage("bad")), .copyNotKept(.storage("disk full")),
            ])
    }

    private var allNotices: [Notice] {
        [
            .figuresOffline(asOf: asOf, reason: refused),
            .ratesOffline(OfflineRates(asOf: asOf, reason: refused)),
            .noRates(refused, shown: "products listed without revenue"),
            .unreadable(.product, SkippedSummary(count: 1, first: "#1")),
            .unreadable(.sale, SkippedSummary(count: 1, first: "#1")),
            .unknownProductSales(count: 3),
            .copyDatedInTheFuture(asOf),
            .copyNotRead(refused),
            .copyNotKept(refused),
            .store("a damaged copy was set aside"),
        ]
    }
}
