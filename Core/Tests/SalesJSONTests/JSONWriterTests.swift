import Foundation
import SalesJSON
import Testing

@Suite struct JSONWriterTests {
    @Test func writesCompactJSONWithKeysInTheOrderGiven() {
        let text = write(.compact) { json in
            json.object { json in
                json.member("z", "last first")
                json.member("count", 3)
                json.member("ok", true)
                json.member("missing", nil as String?)
                json.member("rate", number: "0.59552167698904240001")
                json.key("list")
                json.array([1, 2]) { json, value in json.number(value) }
                json.key("empty")
                json.object { _ in }
            }
        }
        #expect(
            text
                == #"{"z":"last first","count":3,"ok":true,"missing":null,"rate":0.59552167698904240001,"list":[1,2],"empty":{}}"#
        )
    }

    @Test func indentsTwoSpacesALevelForPeople() {
        let text = write(.indented) { json in
            json.array(["a", "b"]) { json, name in
                json.object { json in
                    json.member("name", name)
                    json.key("tags")
                    json.array([String]()) { json, tag in json.string(tag) }
                }
            }
        }
        #expect(
            text == """
                [
                  {
                    "name": "a",
                    "tags": []
                  },
                  {
                    "name": "b",
                    "tags": []
                  }
                ]
                """)
    }

    @Test func escapesStringsByTheOneRuleAndRoundTripsThem() throws {
        let hostile = "quote \" backslash \\ newline \n nul \u{0} bell \u{7} é 🚀 \u{202E}"
        let text = write(.compact) { json in json.object { json in json.member(hostile, hostile) } }
        #expect(text.contains(#"\"#) && text.contains(#"\u0000"#) && text.contains(#"\u0007"#) && text.contains(#"\n"#))
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String])
        #expect(object == [hostile: hostile])
    }

    @Test func writesNonFiniteDoublesAsNull() {
        let text = write(.compact) { json in
            json.array([1.5, .nan, .infinity]) { json, value in json.number(value) }
        }
        #expect(text == "[1.5,null,null]")
    }

    @Test func continuesAnObjectOntoALineOneMemberAtATime() {
        var line = Array("{".utf8)
        JSONWriter.continuing(&line, afterMembers: false) { json in json.member("level", "info") }
        JSONWriter.continuing(&line, afterMembers: true) { json in
            json.key("ms")
            json.number { $0.append(contentsOf: "0.042".utf8) }
        }
        JSONWriter.continuing(&line, afterMembers: true) { json in json.member("id", 7) }
        line.append(UInt8(ascii: "}"))
        #expect(String(decoding: line, as: UTF8.self) == #"{"level":"info","ms":0.042,"id":7}"#)
    }

    @Test func nestsBeyondSixtyFourLevelsWithEveryCommaInPlace() {
        func nest(_ json: inout JSONWriter, _ level: Int) {
            json.array([1, 2]) { json, element in
                if element == 1, level < 100 { nest(&json, level + 1) } else { json.number(element) }
            }
        }
        let text = write(.compact) { json in nest(&json, 1) }
        #expect(text == String(repeating: "[", count: 100) + "1,2" + String(repeating: "],2", count: 99) + "]")
    }

    private func write(_ layout: JSONWriter.Layout, _ body: (inout JSONWriter) -> Void) -> String {
        String(decoding: JSONWriter.write(layout: layout, body), as: UTF8.self)
    }
}
