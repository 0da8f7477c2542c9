import SalesSupport
import Testing

@Suite struct TerminalSafeTests {
    @Test func escapesEveryControlCharacterAndKeepsTheRest() {
        #expect("Mac\nmini\rFAKE".terminalSafe == #"Mac\u{A}mini\u{D}FAKE"#)
        #expect("\u{1B}[31mRED\u{1B}]0;pwned\u{07}".terminalSafe == #"\u{1B}[31mRED\u{1B}]0;pwned\u{7}"#)
        #expect("caf\u{E9} \u{9B}2J ✓".terminalSafe == #"café \u{9B}2J ✓"#)
        #expect("Mac mini".terminalSafe == "Mac mini")
    }

    @Test func escapesWhatReordersOrHidesTextButKeepsTheJoinersScriptsNeed() {
        #expect("\u{202E}iniM caM".terminalSafe == #"\u{202E}iniM caM"#, "a right-to-left override")
        #expect(
            "Mac\u{200B} mini\u{2066}x\u{2069}\u{FEFF}".terminalSafe == #"Mac\u{200B} mini\u{2066}x\u{2069}\u{FEFF}"#)
        #expect("👨‍👩‍👧 می‌خواهم".terminalSafe == "👨‍👩‍👧 می‌خواهم", "ZWJ in an emoji, ZWNJ in Persian")
    }

    @Test func appendsTheSameTextAsBytesForALogLine() {
        for text in ["plain ASCII", "Mac\nmini\u{1B}[2J", "\u{202E}iniM caM", "caf\u{E9} \u{9B}", ""] {
            var line = Array("head ".utf8)
            TerminalSafe.append(text, to: &line)
            #expect(String(decoding: line, as: UTF8.self) == "head " + text.terminalSafe)
        }
    }
}
