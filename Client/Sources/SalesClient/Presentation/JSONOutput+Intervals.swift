import Foundation
import SalesCore
import SalesJSON

extension JSONOutput {
    /// A report by interval: `{by, from, to, currency, sales_count, total, total_is_complete,
    /// unknown_product_sales, omits_empty_intervals, time_zone, rows: [{interval, from, to,
    /// sales_count, revenue, revenue_is_complete}]}`; amounts `null` without rates.
    package static func intervals(
        _ report: IntervalReport, asOf: Date? = nil, offline: Bool = false, zone: ReaderTimeZone = .utc
    ) -> String {
        var json = JSONWriter.readable()
        json.object { json in
            json.member("by", report.interval.rawValue)
            json.member("from", report.days.from?.description)
            json.member("to", report.days.to?.description)
            json.member("currency", report.currency?.code)
            json.member("sales_count", report.salesCount)
            json.member("total", figure(report.total, of: report.salesCount))
            json.member("total_is_complete", report.total?.isComplete == true && report.unknownProductSales == 0)
            json.member("unknown_product_sales", report.unknownProductSales)
            json.member("omits_empty_intervals", report.omitsEmptyBuckets)
            json.member("time_zone", zone.identifier)
            json.key("rows")
            json.array(report.buckets) { json, bucket in
                json.object { json in
                    json.member("interval", PeriodText.bucket(bucket.start, report.interval))
                    json.member("from", IntervalListing.firstDay(of: bucket, report).description)
                    json.member("to", IntervalListing.lastDay(of: bucket, report).description)
                    json.member("sales_count", bucket.salesCount)
                    json.member("revenue", figure(bucket.total, of: bucket.salesCount))
                    json.member("revenue_is_complete", bucket.total?.isComplete == true)
                }
            }
            if let asOf { stamp(&json, Timestamp.string(from: asOf), offline: offline) }
        }
        return json.text
    }
}
