/// A device as a person names it, from its browser's `User-Agent`: "Safari on iPhone",
/// "Firefox on Windows"; "A browser" when it says nothing we know.
enum DeviceName {
    static func of(userAgent: String) -> String {
        let systems = [
            ("iPhone", "iPhone"), ("iPad", "iPad"), ("Android", "Android"), ("Windows", "Windows"),
            ("Macintosh", "Mac"), ("CrOS", "ChromeOS"), ("Linux", "Linux"),
        ]
        // Order matters: Edge and Chrome also say Safari; Edge also says Chrome.
        let browsers = [
            ("Edg/", "Edge"), ("Firefox/", "Firefox"), ("Chrome/", "Chrome"), ("Safari/", "Safari"),
            ("curl/", "curl"),
        ]
        let system = systems.first { userAgent.contains($0.0) }?.1
        let browser = browsers.first { userAgent.contains($0.0) }?.1
        switch (browser, system) {
        case (let browser?, let system?): return "\(browser) on \(system)"
        case (let browser?, nil): return browser
        case (nil, let system?): return "A browser on \(system)"
        default: return "A browser"
        }
    }
}
