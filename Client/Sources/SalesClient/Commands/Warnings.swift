/// Tells the user, on stderr, what the upstream sent that could not be read.
enum Warnings {
    static func report(_ snapshot: CatalogueSnapshot, to console: Console) {
        if snapshot.skippedProducts > 0 {
            console.warn(
                console.style.yellow(
                    "warning: \(snapshot.skippedProducts) products from the API could not be read and are left out"))
        }
        if snapshot.skippedSales > 0 {
            console.warn(
                console.style.yellow(
                    "warning: \(snapshot.skippedSales) sales from the API could not be read and are left out"))
        }
    }
}
