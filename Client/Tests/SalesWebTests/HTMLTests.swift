import Testing

@testable import SalesWeb

/// The one escaping function every text of a page goes through.
@Suite struct HTMLTests {
    @Test func escapesTheFiveCharactersThatMeanSomethingInHTML() {
        #expect(
            HTML.escape(#"<script>alert("x") & 'y'</script>"#)
                == "&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;")
    }

    /// `"` followed by a combining mark is one `Character`: an escaper that looks up Characters
    /// (swift-mustache 2.1.1's) lets the quote through raw.
    @Test func escapesAQuoteOrABracketThatACombiningMarkFollows() {
        let hostile = "a\"\u{301}b<\u{301}c"
        let escaped = HTML.escape(hostile)
        #expect(escaped == "a&quot;\u{301}b&lt;\u{301}c")
        #expect(!escaped.unicodeScalars.contains("\"") && !escaped.unicodeScalars.contains("<"))
    }

    @Test func showsControlAndBidiCharactersAsVisibleEscapes() {
        #expect(HTML.escape("Mac\u{1B}[2J mini\u{202E}x") == #"Mac\u{1B}[2J mini\u{202E}x"#)
    }

    @Test func keepsEveryOtherTextAsItIs() {
        #expect(HTML.escape("Café 東京 👩‍💻") == "Café 東京 👩‍💻")
    }
}
