import BigInt

/// The exact rate of every currency the walk reached, rounded once: a depth-first pass over the
/// breadth-first tree, carrying each path's product as an exact fraction `numerator ÷ denominator`
/// (an upstream rate `c × 10^e` multiplies one side by `c` and moves `10^|e|` to the side its
/// sign calls for; a rate used backwards does the opposite). Only the fractions along one path are
/// alive at a time, and since each fraction is the rate itself, its size tracks the rate's.
struct PathProducts {
    /// Per dense currency index: the rate, rounded to ``ExactDecimal/Limits/significantDigits``.
    private(set) var solved: [ExactDecimal?]
    /// Per dense currency index: why a currency within `maximumSteps` has no rate.
    private(set) var refused: [UnreachableCurrency.Reason?]

    private struct Frame {
        let node: Int
        let numerator: BigUInt
        let denominator: BigUInt
        var nextChild: Int
    }

    init(graph: RateGraph, walk: BreadthFirstWalk, target: CurrencyCode, maximumSteps: Int) {
        solved = [ExactDecimal?](repeating: nil, count: CurrencyCode.count)
        refused = [UnreachableCurrency.Reason?](repeating: nil, count: CurrencyCode.count)
        solved[target.index] = .one

        // Children of every reached currency, in the order the walk reached them.
        var childStart = [Int32](repeating: 0, count: CurrencyCode.count + 1)
        for node in walk.order.dropFirst() { childStart[Int(walk.parent[Int(node)]) + 1] += 1 }
        for index in 0..<CurrencyCode.count { childStart[index + 1] += childStart[index] }
        var next = childStart
        var children = [Int32](repeating: 0, count: max(0, walk.order.count - 1))
        for node in walk.order.dropFirst() {
            let parent = Int(walk.parent[Int(node)])
            children[Int(next[parent])] = node
            next[parent] += 1
        }

        var stack = [Frame(node: target.index, numerator: 1, denominator: 1, nextChild: Int(childStart[target.index]))]
        while let top = stack.last {
            guard top.nextChild < Int(childStart[top.node + 1]) else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].nextChild += 1
            let child = Int(children[top.nextChild])
            // Deeper currencies are left unsolved: their chains are longer than allowed.
            guard stack.count <= maximumSteps else { continue }

            let upstream = graph.rates[Int(walk.via[child])].rate
            // `upstream` as a fraction `up ÷ down`; used backwards, its inverse.
            var (up, down) = (upstream.coefficient, BigUInt(1))
            if upstream.exponent >= 0 {
                up *= DecimalDigits.power(upstream.exponent)
            } else {
                down = DecimalDigits.power(-upstream.exponent)
            }
            if walk.isInverted[child] { swap(&up, &down) }
            let frame = Frame(
                node: child,
                numerator: up == 1 ? top.numerator : top.numerator * up,
                denominator: down == 1 ? top.denominator : top.denominator * down,
                nextChild: Int(childStart[child])
            )
            switch Self.rate(frame.numerator, frame.denominator) {
            case .success(let rate): solved[child] = rate
            case .failure(let reason): refused[child] = reason
            }
            stack.append(frame)
        }
    }

    /// `numerator ÷ denominator` rounded once, or out of range. A fraction whose bit lengths put it
    /// hundreds of decades away from the range is refused without dividing, with its magnitude
    /// estimated to within one decade.
    private static func rate(_ numerator: BigUInt, _ denominator: BigUInt) -> Result<
        ExactDecimal, UnreachableCurrency.Reason
    > {
        let decades = Double(numerator.bitWidth - denominator.bitWidth) * DecimalDigits.log10Of2
        guard abs(decades) < 400 else { return .failure(.outOfRange(magnitudeExponent: Int(decades.rounded(.down)))) }
        let rate = ExactDecimal.roundedQuotient(
            numerator, denominator, exponent: 0, isNegative: false,
            significantDigits: ExactDecimal.Limits.significantDigits
        )
        guard let leading = rate.magnitudeExponent, ExactDecimal.Limits.magnitudeExponents.contains(leading) else {
            return .failure(.outOfRange(magnitudeExponent: rate.magnitudeExponent ?? 0))
        }
        return .success(rate)
    }
}
