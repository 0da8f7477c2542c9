import SalesSupport

/// Product names that read like a real catalog: a line, a kind and sometimes a model.
enum ProductNames {
    private static let lines = [
        "Aurora", "Nimbus", "Vertex", "Quantum", "Echo", "Atlas", "Nova", "Pulse", "Orbit", "Zephyr", "Lumen",
        "Summit", "Cobalt", "Vista", "Halo", "Prism", "Fusion", "Spark", "Drift", "Forge",
    ]
    private static let kinds = [
        "Phone", "Laptop", "Tablet", "Watch", "Earbuds", "Speaker", "Monitor", "Keyboard", "Mouse", "Camera",
        "Router", "Charger", "Headphones", "Display", "Dock", "Drive", "TV", "Tracker", "Console", "Projector",
    ]
    private static let editions = ["", "", " mini", " Pro", " Max", " Air", " SE", " Ultra", " Lite", " Plus"]

    static func random(using random: inout SeededRandomNumberGenerator) -> String {
        let line = lines[Int.random(in: 0..<lines.count, using: &random)]
        let kind = kinds[Int.random(in: 0..<kinds.count, using: &random)]
        let edition = editions[Int.random(in: 0..<editions.count, using: &random)]
        let model = Bool.random(using: &random) ? " \(Int.random(in: 2...16, using: &random))" : ""
        return "\(line) \(kind)\(model)\(edition)"
    }
}
