/// A selected row in a list taller than its viewport, and the first row shown.
package struct ScrollPosition: Hashable, Sendable {
    package private(set) var selected = 0
    package private(set) var top = 0

    package init(selected: Int = 0, top: Int = 0) {
        self.selected = selected
        self.top = top
    }

    /// Selects `row` (clamped to `count` rows) and scrolls just enough to show it.
    package mutating func select(_ row: Int, count: Int, viewport: Int) {
        selected = count == 0 ? 0 : min(max(0, row), count - 1)
        let viewport = max(1, viewport)
        if selected < top { top = selected }
        if selected >= top + viewport { top = selected - viewport + 1 }
        top = max(0, min(top, max(0, count - viewport)))
    }

    /// Handles a movement key; `false` when `key` does not move.
    package mutating func move(_ key: Key, count: Int, viewport: Int) -> Bool {
        let target: Int
        switch key {
        case .up, .character("k"): target = selected - 1
        case .down, .character("j"): target = selected + 1
        case .pageUp: target = selected - max(1, viewport - 1)
        case .pageDown, .character(" "): target = selected + max(1, viewport - 1)
        case .home, .character("g"): target = 0
        case .end, .character("G"): target = count - 1
        default: return false
        }
        select(target, count: count, viewport: viewport)
        return true
    }
}
