import SalesClient
import Testing

/// The plural rules are CLDR's (plurals.xml, whole numbers): each language's categories on the
/// examples CLDR gives for them.
struct PluralFormsTests {
    @Test func englishAndGermanTakeOneForOneAlone() {
        #expect(
            [0, 1, 2, 11, 21, 1_000_000].map(OneOther.category(of:)) == [.other, .one, .other, .other, .other, .other])
    }

    @Test func frenchAndBrazilianPortugueseTakeOneForZeroAndOneAndManyForWholeMillions() {
        let counts = [0, 1, 2, 17, 999_999, 1_000_000, 2_000_000, 1_000_001]
        #expect(
            counts.map(ZeroOrOneManyOther.category(of:)) == [.one, .one, .other, .other, .other, .many, .many, .other])
    }

    @Test func spanishTakesOneForOneAloneAndManyForWholeMillions() {
        #expect(
            [0, 1, 2, 1_000_000, 3_000_000, 1_000_100].map(OneManyOther.category(of:)) == [
                .other, .one, .other, .many, .many, .other,
            ])
    }

    @Test func arabicTakesSixCategoriesByTheLastTwoDigits() {
        let counts = [0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103, 110, 111, 199, 200, 1_000]
        #expect(
            counts.map(SixForms.category(of:)) == [
                .zero, .one, .two, .few, .few, .many, .many, .other, .other, .other, .few, .few, .many, .many, .other,
                .other,
            ])
    }

    @Test func japaneseAndChineseHaveOneForm() {
        #expect(Set([0, 1, 2, 1_000_000].map(OtherOnly.category(of:))) == [.other])
    }

    @Test(arguments: [
        (Language.english, 1, "1 sale"), (.english, 2485, "2,485 sales"), (.german, 1, "1 Verkauf"),
        (.german, 2, "2 Verkäufe"), (.french, 0, "0 vente"), (.french, 1_000_000, "1,000,000 de ventes"),
        (.spanish, 0, "0 ventas"), (.portuguese, 1, "1 venda"), (.japanese, 11, "11 件の販売"),
        (.chinese, 2, "2 笔销售"), (.arabic, 0, "لا مبيعات"), (.arabic, 1, "عملية بيع واحدة"),
        (.arabic, 2, "عمليتا بيع"), (.arabic, 3, "3 عمليات بيع"), (.arabic, 11, "11 عملية بيع"),
        (.arabic, 100, "100 عملية بيع"),
    ])
    func countsSalesInEachLanguagesForm(language: Language, count: Int, expected: String) {
        #expect(Words(language).count(.sales, count) == expected)
    }
}
