/// The last thing laid out and what it was laid out from, so a screen redrawn every second
/// composes its long parts (a race card's field, a message about a failed fetch) only when
/// what they show, or the width, changes, not on every tick.
struct LayoutMemo<Key: Equatable & Sendable, Value: Sendable>: Sendable {
    private var last: (key: Key, value: Value)?

    /// The value for `key`: the last one when `key` is the last key, else `compose(key)`, kept.
    mutating func value(for key: Key, compose: (Key) -> Value) -> Value {
        if let last, last.key == key { return last.value }
        let value = compose(key)
        last = (key, value)
        return value
    }
}
