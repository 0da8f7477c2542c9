import Logging

/// One metadata entry of a log line, under the name it is written with.
struct LogField {
    let key: String
    let value: LogValue

    /// The handler's, the provider's and the event's metadata — later ones winning — sorted by
    /// key, with Hummingbird's `hb.request.id` named `request_id`. Built by hand: a line is logged
    /// per request, and merging dictionaries costs more than the few entries need.
    static func merged(_ layers: Logger.Metadata?...) -> [LogField] {
        var fields: [LogField] = []
        fields.reserveCapacity(layers.reduce(0) { $0 + ($1?.count ?? 0) })
        for (index, layer) in layers.enumerated() {
            guard let layer else { continue }
            for (key, value) in layer {
                let overridden = layers[(index + 1)...].contains { $0?[key] != nil }
                if !overridden {
                    fields.append(LogField(key: key == "hb.request.id" ? "request_id" : key, value: .metadata(value)))
                }
            }
        }
        fields.sort { $0.key < $1.key }
        return fields
    }
}

/// A field's value: the request line's own kinds, written as they are (no existential to unwrap,
/// no text made to be copied), or any swift-log metadata.
enum LogValue {
    case text(String)
    case integer(Int)
    case milliseconds(LogMilliseconds)
    case metadata(Logger.MetadataValue)
}
