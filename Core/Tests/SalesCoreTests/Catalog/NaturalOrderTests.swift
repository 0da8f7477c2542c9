import Foundation
import SalesCore
import SalesSupport
import Testing

@Suite struct NaturalOrderTests {
    @Test func ordersNamesAsAPersonReadsThem() {
        let names = [
            "MacBook Pro", "iMac", "HomePod mini", "Mac mini", "iPhone 10", "iPhone 9", "AirTag", "Éclair", "apple",
        ]
        #expect(
            names.sorted(by: { NaturalOrder($0) < NaturalOrder($1) }) == [
                "AirTag", "apple", "Éclair", "HomePod mini", "iMac", "iPhone 9", "iPhone 10", "Mac mini", "MacBook Pro",
            ])
    }

    @Test func breaksTiesOnTheRawTextSoTheOrderIsTotal() {
        #expect(NaturalOrder("eclair") != NaturalOrder("Éclair"))
        #expect((NaturalOrder("Éclair") < NaturalOrder("eclair")) != (NaturalOrder("eclair") < NaturalOrder("Éclair")))
        #expect(NaturalOrder("Item 007") < NaturalOrder("Item 7") || NaturalOrder("Item 7") < NaturalOrder("Item 007"))
        #expect(!(NaturalOrder("same") < NaturalOrder("same")))
    }

    /// ASCII names fold without Foundation: to what Foundation's folding makes of them.
    @Test(arguments: 0..<10)
    func foldsASCIIAsFoundationFoldsIt(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<200 {
            let length = Int.random(in: 0...24, using: &random)
            let text = String(
                decoding: (0..<length).map { _ in UInt8.random(in: 0...0x7F, using: &random) }, as: UTF8.self)
            let foundation = Array(
                text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
                    .unicodeScalars)
            #expect(NaturalOrder.fold(text) == foundation, "\(text.debugDescription)")
        }
        #expect(NaturalOrder.fold("Éclair ＡＢ") == Array("eclair ab".unicodeScalars), "beyond ASCII: Foundation's")
    }

    @Test func comparesDigitRunsByValue() {
        #expect(NaturalOrder("Model 2") < NaturalOrder("Model 12"))
        #expect(NaturalOrder("Model 12") < NaturalOrder("Model 12a"))
        #expect(NaturalOrder("Model 99999999999999999999998") < NaturalOrder("Model 99999999999999999999999"))
    }
}
