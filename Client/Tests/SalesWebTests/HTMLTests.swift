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

    /// Right-to-left words (an Arabic date, a Hebrew name) keep a direction of their own inside
    /// left-to-right text; anything else is only escaped.
    @Test func isolatesRightToLeftTextAndOnlyEscapesTheRest() {
        #expect(HTML.isolated("٢٠ يوليو، ٢٠٢٤").description == "<bdi>٢٠ يوليو، ٢٠٢٤</bdi>")
        #expect(HTML.isolated("שלום <b>").description == "<bdi>שלום &lt;b&gt;</bdi>")
        #expect(HTML.isolated("١٬٢٣٤٫٥").description == "١٬٢٣٤٫٥", "digits alone have no direction to keep")
        #expect(HTML.isolated("20. Juli 2024 & more").description == "20. Juli 2024 &amp; more")
    }

    @Test func showsControlAndBidiCharactersAsVisibleEscapes() {
        #expect(HTML.escape("Mac\u{1B}[2J mini\u{202E}x") == #"Mac\u{1B}[2J mini\u{202E}x"#)
    }

    @Test func keepsEveryOtherTextAsItIs() {
        #expect(HTML.escape("Café 東京 👩‍💻") == "Café 東京 👩‍💻")
    }
}

/// A page's markup: text interpolated into it is escaped, markup passes as it is.
@Suite struct HTMLValueTests {
    @Test func escapesTextInterpolatedIntoMarkup() {
        let name = #"<img src=x onerror="alert(1)">"#
        let cell: HTML = "<td title=\"\(name)\">\(name)</td>"
        #expect(
            cell.rendered
                == "<td title=\"&lt;img src=x onerror=&quot;alert(1)&quot;&gt;\">&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</td>"
        )
    }

    @Test func passesMarkupInterpolatedIntoMarkupAsItIs() {
        let inner: HTML = "<strong>\("a & b")</strong>"
        let outer: HTML = "<p>\(inner)</p>"
        #expect(outer.rendered == "<p><strong>a &amp; b</strong></p>")
    }

    @Test func writesNothingForAMissingPartAndNumbersAsDigits() {
        let missing: HTML? = nil
        let html: HTML = "<p>\(missing)\(1_234)</p>"
        #expect(html.rendered == "<p>1234</p>")
    }

    @Test func joinsPartsWithTheirSeparatorEscapingTheTextInEach() {
        let parts = ["a<b", "c"].map { item -> HTML in "<li>\(item)</li>" }
        let list: HTML = "<ul>\(parts, separator: "\n")</ul>"
        #expect(list.rendered == "<ul><li>a&lt;b</li>\n<li>c</li></ul>")
    }

    @Test func letsMarkupThroughOnlyByTheNamedDoor() {
        #expect(HTML.text("<b>").rendered == "&lt;b&gt;")
        #expect(HTML.raw("<b>").rendered == "<b>")
    }
}
