import SalesClient
import SalesCore
import SalesTeamServer
import Testing

@Suite struct LocaleNumbersTests {
    /// Read once and kept; past its capacity a locale is read for the request and let go, so no
    /// stream of browsers' languages grows the memory.
    @Test func keepsAtMostItsCapacityOfLocales() {
        let sut = LocaleNumbers()
        let german = sut.numbers("de_DE")
        #expect(german == ReaderLocale("de_DE").numbers)
        #expect(sut.numbers("de_DE") == german && sut.count == 1)

        let regions = ["AT", "BE", "CH", "DE", "LI", "LU", "IT"]
        let languages = ["de", "fr", "en", "es", "pt", "it", "nl", "sv", "da", "fi", "pl", "cs"]
        for language in languages {
            for region in regions { _ = sut.numbers("\(language)_\(region)") }
        }
        #expect(sut.count == 64)
        #expect(sut.numbers("ar_EG").write("1") == "١", "still answered past the capacity")
    }
}
