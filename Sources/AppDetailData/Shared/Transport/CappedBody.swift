import Foundation

/// A body read chunk by chunk that refuses to grow past a limit, so memory stays bounded by it
/// whatever the server sends.
struct CappedBody {
    let limit: Int
    private(set) var data = Data()

    init(limit: Int, expectedLength: Int?) throws(TransportError) {
        self.limit = limit
        if let expectedLength, expectedLength > limit { throw .bodyTooLarge(limit: limit) }
        if let expectedLength, expectedLength > 0 { data.reserveCapacity(expectedLength) }
    }

    mutating func append<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws(TransportError) {
        guard bytes.count <= limit - data.count else { throw .bodyTooLarge(limit: limit) }
        data.append(contentsOf: bytes)
    }
}
