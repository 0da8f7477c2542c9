/// A breadth-first walk out from the target over a ``RateGraph``, choosing for every currency its
/// step toward the target as ``RateTable`` describes: fewest steps, then a rate quoted in the
/// needed direction, then the alphabetically first neighbour, then the first rate upstream.
struct BreadthFirstWalk {
    /// Currencies in the order they were reached; each comes after the currency it steps to.
    private(set) var order: [Int32] = []
    /// Per dense currency index: steps to the target, or -1 when never reached.
    private(set) var distance: [Int32]
    /// Per dense currency index: the currency one step closer to the target, or -1.
    private(set) var parent: [Int32]
    /// Per dense currency index: the upstream position of the rate used for that step, or -1.
    private(set) var via: [Int32]
    /// Per dense currency index: whether that step uses the rate backwards (divides by it).
    private(set) var isInverted: [Bool]

    init(graph: RateGraph, target: CurrencyCode) {
        distance = [Int32](repeating: -1, count: CurrencyCode.count)
        parent = [Int32](repeating: -1, count: CurrencyCode.count)
        via = [Int32](repeating: -1, count: CurrencyCode.count)
        isInverted = [Bool](repeating: false, count: CurrencyCode.count)
        distance[target.index] = 0
        order.append(Int32(target.index))

        var head = 0
        while head < order.count {
            let current = order[head]
            head += 1
            let nextDistance = distance[Int(current)] + 1
            for incidence in graph.row(Int(current)) {
                let neighbour = Int(incidence.neighbour)
                // In `current`'s row, `isFrom` means the rate goes current → neighbour, so the
                // neighbour, stepping toward the target, walks it backwards.
                let inverted = incidence.isFrom
                if distance[neighbour] == -1 {
                    distance[neighbour] = nextDistance
                    order.append(Int32(neighbour))
                } else if distance[neighbour] != nextDistance
                    || !Self.isPreferred(
                        (inverted, current),
                        over: (isInverted[neighbour], parent[neighbour])
                    )
                {
                    continue
                }
                parent[neighbour] = current
                via[neighbour] = incidence.rate
                isInverted[neighbour] = inverted
            }
        }
    }

    /// A step quoted in the needed direction beats an inverted one; then the lower currency index
    /// (alphabetical order) wins. Equal keys keep the step found first, i.e. the earlier rate.
    private static func isPreferred(_ candidate: (Bool, Int32), over chosen: (Bool, Int32)) -> Bool {
        if candidate.0 != chosen.0 { return !candidate.0 }
        return candidate.1 < chosen.1
    }
}
