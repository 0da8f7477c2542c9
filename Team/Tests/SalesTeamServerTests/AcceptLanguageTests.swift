import SalesTeamServer
import Testing

@Suite struct AcceptLanguageTests {
    @Test func takesTheHeaviestRangeThatNamesALocale() {
        #expect(AcceptLanguage.preferred("de-CH,de;q=0.9,en;q=0.8") == "de_CH")
        #expect(AcceptLanguage.preferred("en;q=0.5, fr-CA;q=0.9") == "fr_CA")
        #expect(AcceptLanguage.preferred("*, xx-YY, ja") == "ja")
        #expect(AcceptLanguage.preferred("en-IN") == "en_IN")
        #expect(AcceptLanguage.preferred("pt-BR;q=1.000") == "pt_BR")
    }

    @Test func answersNothingForWhatNamesNoLocale() {
        for header in [nil, "", "*", "de;q=0", "de;q=abc", "de;q=1.5", "de;q=0.1234", "../../etc", "x-klingon"] {
            #expect(AcceptLanguage.preferred(header) == nil, "\(header ?? "nil")")
        }
    }

    /// The work is bounded: past 4 KiB and 32 ranges nothing is read, so a locale there is not found.
    @Test func readsTheFirstRangesOnly() {
        let junk = Array(repeating: "xx-YY", count: 40).joined(separator: ",")
        #expect(AcceptLanguage.preferred(junk + ",de") == nil)
        #expect(AcceptLanguage.preferred(String(repeating: " ", count: 5000) + "de") == nil)
    }
}
