import SalesClient
import SalesXLSX
import Testing

@Suite struct ListingSpreadsheetTests {
    /// Amounts are numbers in their column's format; one of 38 significant digits is kept as text,
    /// digit for digit, and a note says why; dates, date-times, booleans and names keep their kinds.
    @Test func typesEachColumnAndKeepsWhatADoubleWouldRoundAsText() {
        var listing = Listing([
            .init(.product, field: "name"), .init(.total("USD"), field: "revenue", .right),
            .init(.date, field: "day"), .init(.localDate, field: "at"), .init(.complete, field: "complete"),
        ])
        let longest = "12345678901234567890123456789012345678.25"
        listing.append([
            .text("1234"), .plain("1480.79"), .plain("2024-07-20"), .plain("2024-07-20T15:45:27.366Z"), .plain("true"),
        ])
        listing.append([.text("Vision Pro"), .plain(longest), .plain("2024-07-21"), .plain(""), .plain("false")])

        let table = listing.spreadsheet(name: "Products")

        #expect(table.columns.map(\.kind) == [.text, .number(decimals: 2, unit: "USD"), .date, .dateTime, .boolean])
        #expect(table.rowCount == 2)
        #expect(table.row(0)[0] == .text("1234"), "a name stays text, even of digits")
        #expect(table.row(0)[1] == .number(1480.79))
        #expect(table.row(1)[1] == .text(longest))
        #expect(table.row(1)[3] == .blank)
        #expect(
            table.row(0)[3] == .dateTime(year: 2024, month: 7, day: 20, hour: 15, minute: 45, second: 27.366))
        #expect(table.notes.count == 1 && table.notes[0].hasPrefix("1 amount with more than 15 significant digits"))
    }

    /// The workbook's words in the reader's language: the headings, the note and its sheet's name;
    /// the figures the same.
    @Test func wordsTheNotesAndTheirSheetInTheReadersLanguage() {
        var listing = Listing([.init(.product, field: "name"), .init(.total("EUR"), field: "revenue", .right)])
        listing.append([.text("Vision Pro"), .plain("12345678901234567890.5")])
        listing.append([.text("AirTag"), .plain("123456789012345678901.5")])

        let table = listing.spreadsheet(name: "Produkte", words: Words(locale: "de_DE"))

        #expect(table.columns.map(\.title) == ["PRODUKT", "GESAMT EUR"])
        #expect(table.notesName == "Hinweise")
        #expect(
            table.notes == [
                "2 Beträge mit mehr als 15 signifikanten Stellen sind als Text geschrieben, Ziffer für Ziffer: "
                    + "Als Zahl würde sie die Tabellenkalkulation runden."
            ])
        #expect(listing.spreadsheet(name: "Products").notesName == "Notes")
    }

    /// A column with a value that is not a number — a code, a word — is text throughout.
    @Test func keepsAColumnOfMixedValuesAsText() {
        var listing = Listing([.init(.currency, field: "code", .right)])
        listing.append([.plain("12")])
        listing.append([.plain("EUR")])
        #expect(listing.spreadsheet(name: "T").columns[0].kind == .text)
    }
}
