import SalesCore
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

    @Test func comparesDigitRunsByValue() {
        #expect(NaturalOrder("Model 2") < NaturalOrder("Model 12"))
        #expect(NaturalOrder("Model 12") < NaturalOrder("Model 12a"))
        #expect(NaturalOrder("Model 99999999999999999999998") < NaturalOrder("Model 99999999999999999999999"))
    }
}
