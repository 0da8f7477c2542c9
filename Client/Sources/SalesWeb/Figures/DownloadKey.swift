import SalesClient

/// What a download was made for: its path and format, the address's query as sent (the period,
/// the order, the filter, the cut), the day and zone the period was read in, and — for a
/// workbook, whose headings and sheets are worded — the reader's words; kept with the figures
/// under it, so the same download asked again is not made again.
struct DownloadKey: Hashable, Sendable {
    let path: String
    let format: String
    let query: String
    let period: PeriodKey
    let words: Words?
}
