/// A value kept out of line in one reference-counted box, shared by its copies and copied only
/// when a shared copy is changed. A value of many fields that is copied far more often than
/// changed (a token's definition, copied into every mode and through every alias chain) then
/// costs one pointer and one retain per copy instead of every field.
struct SharedValue<Value: Sendable>: Sendable {
    /// Changed in place only while no other copy holds it (see `value`'s `_modify`). Not checked
    /// for overlapping access at run time: every field of every token definition and Swift
    /// constant is read through it, and each read began and ended a tracked access (together
    /// with the resolver's own tables, 2.5% of the instructions of `make bench --stages`).
    /// It is only ever changed through `value`'s `_modify`, which holds no other access to it.
    private final class Box: @unchecked Sendable {
        @exclusivity(unchecked) var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    init(_ value: Value) { box = Box(value) }

    /// The value, read in place; changing it first copies the box when another copy shares it.
    var value: Value {
        _read { yield box.value }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }
}
