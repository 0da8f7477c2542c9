import HTTPTypes

extension HTTPFields {
    /// What the subscript gives — the values of every field named `name`, joined with ", " (RFC 9110
    /// §5.3; not for `Cookie`) — in one plain scan, and without making a new string for the usual one
    /// field: the subscript goes through lazy sequences and `joined` for every lookup, on every
    /// request (what it cost: bench/RESULTS.md, Middleware).
    func value(of name: HTTPField.Name) -> String? {
        var value: String?
        for field in self where field.name == name {
            value = value.map { $0 + ", " + field.value } ?? field.value
        }
        return value
    }
}
