extension NoticeViewModel {
    /// The app's banner: `offline · figures as of … (r retries): why`, or the sentence with a
    /// capital: `The local copy could not be read (permission denied)`.
    var bannerText: String {
        switch kind {
        case .offline: "offline · \(message) (r retries)" + (detail.map { ": \($0)" } ?? "")
        case .warning: sentence.prefix(1).uppercased() + sentence.dropFirst()
        }
    }
}
