import GRDB

/// Reading a history row's values without trusting the file: a value of the wrong type throws
/// ``DamagedRow`` (GRDB's own subscripts trap on it), a NULL is `nil` where the column allows it.
extension Row {
    /// The integer in `column`; throws when it is anything else, NULL included.
    func integer(_ column: String) throws -> Int64 {
        guard let value = try optionalInteger(column) else { throw DamagedRow() }
        return value
    }

    /// The integer in `column`, `nil` for NULL; throws for another type.
    func optionalInteger(_ column: String) throws -> Int64? {
        switch (self[column] as DatabaseValue).storage {
        case .null: return nil
        case .int64(let value): return value
        default: throw DamagedRow()
        }
    }

    /// The number in `column` (an integer read as one), `nil` for NULL; throws for another type.
    func optionalReal(_ column: String) throws -> Double? {
        switch (self[column] as DatabaseValue).storage {
        case .null: return nil
        case .int64(let value): return Double(value)
        case .double(let value): return value
        default: throw DamagedRow()
        }
    }

    /// The text in `column`; throws when it is anything else.
    func text(_ column: String) throws -> String {
        guard case .string(let value) = (self[column] as DatabaseValue).storage else { throw DamagedRow() }
        return value
    }
}

extension Result where Failure == any Error {
    /// The value, or `nil` when the body threw: `try?` would also flatten a `nil` value away.
    var succeeded: Success? {
        if case .success(let value) = self { return .some(value) }
        return .none
    }
}
