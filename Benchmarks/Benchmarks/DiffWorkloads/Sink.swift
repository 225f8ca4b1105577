/// Takes a value the optimiser must assume is read, so the work that made it is not skipped.
@inline(never) @_optimize(none)
public func sink<Value>(_ value: Value) {}
