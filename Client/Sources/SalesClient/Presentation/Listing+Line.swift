import SalesCore

extension Listing {
    /// How part of a line around a table stands out — what it means, not how it looks: a terminal
    /// shows it bold, dim or yellow (``Listing/table(style:)``), a page in its own way, an export
    /// not at all.
    package enum Emphasis: Sendable, Equatable {
        case plain
        /// The figure a line is about (a total).
        case strong
        /// What is there for reference (counts, an id).
        case quiet
        /// What the reader should not miss (what a total leaves out).
        case warning
    }

    package struct Span: Sendable, Equatable {
        package let text: String
        package let emphasis: Emphasis
        /// Text from outside (a product's name, an id): shown as it came, never written in the
        /// reader's number formats.
        package let isOutsideText: Bool

        package init(_ text: String, _ emphasis: Emphasis = .plain, isOutsideText: Bool = false) {
            self.text = text
            self.emphasis = emphasis
            self.isOutsideText = isOutsideText
        }
    }

    /// A line above or under a table, in parts: its spans, each with its own emphasis, inside the
    /// line's (a quiet summary with a strong total in it).
    package struct Line: Sendable, Equatable {
        package var emphasis: Emphasis
        package private(set) var spans: [Span]

        package init(_ text: String = "", _ emphasis: Emphasis = .plain) {
            self.emphasis = emphasis
            spans = text.isEmpty ? [] : [Span(text)]
        }

        /// A line that is text from outside (a product's name, its id): shown as it came.
        package static func outside(_ text: String, _ emphasis: Emphasis = .plain) -> Line {
            var line = Line("", emphasis)
            line.spans = text.isEmpty ? [] : [Span(text, isOutsideText: true)]
            return line
        }

        package mutating func append(_ text: String, _ emphasis: Emphasis = .plain) {
            spans.append(Span(text, emphasis))
        }

        /// The words alone, as a page or a screen reader takes them.
        package var text: String { spans.map(\.text).joined() }

        /// The words with their figures as `numbers` writes them (text from outside as it came).
        package func text(in numbers: ReaderFormats) -> String {
            spans.map { $0.isOutsideText ? $0.text : numbers.figures(in: $0.text) }.joined()
        }
    }
}
