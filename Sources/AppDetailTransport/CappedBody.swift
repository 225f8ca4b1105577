import Foundation

/// A body read chunk by chunk that refuses to grow past a limit, so memory stays bounded by it
/// whatever the server sends.
package struct CappedBody {
    /// The most bytes the body may hold.
    package let limit: Int
    /// The bytes so far.
    package private(set) var data = Data()

    /// An empty body; an `expectedLength` past the limit is refused at once.
    package init(limit: Int, expectedLength: Int?) throws(TransportError) {
        self.limit = limit
        if let expectedLength, expectedLength > limit { throw .bodyTooLarge(limit: limit) }
        if let expectedLength, expectedLength > 0 { data.reserveCapacity(expectedLength) }
    }

    /// Adds `bytes`, or throws ``TransportError/bodyTooLarge(limit:)`` when they would pass the limit.
    package mutating func append<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws(TransportError) {
        guard bytes.count <= limit - data.count else { throw .bodyTooLarge(limit: limit) }
        data.append(contentsOf: bytes)
    }
}
