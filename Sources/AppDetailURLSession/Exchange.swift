import AppDetailTransport
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One GET through a data task, told by the task's delegate calls: a redirect is handed back
/// (answered with the redirect itself), the body is read into a ``CappedBody`` as it arrives and
/// the task cancelled the moment it passes the cap, and the reply or the first failure resumes
/// the caller once.
final class Exchange: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let maximumBodyBytes: Int
    private let lock = NSLock()
    // Guarded by `lock`:
    private var response: HTTPURLResponse?
    private var body: CappedBody?
    private var failure: (any Error)?
    private var continuation: CheckedContinuation<HTTPAnswer, any Error>?

    init(maximumBodyBytes: Int) {
        self.maximumBodyBytes = maximumBodyBytes
    }

    /// Starts `task` and waits for its reply.
    func reply(starting task: URLSessionDataTask) async throws -> HTTPAnswer {
        try await withCheckedThrowingContinuation { continuation in
            lock.withLock { self.continuation = continuation }
            task.resume()
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard let http = response as? HTTPURLResponse else {
            fail(TransportError.failed(reason: "the answer was not HTTP"))
            completionHandler(.cancel)
            return
        }
        // A compressed body's length says nothing of its size once inflated.
        let encoded = http.value(forHTTPHeaderField: "Content-Encoding") != nil
        let length = http.expectedContentLength >= 0 ? Int(http.expectedContentLength) : nil
        do {
            let body = try CappedBody(limit: maximumBodyBytes, expectedLength: encoded ? nil : length)
            lock.withLock {
                self.response = http
                self.body = body
            }
            completionHandler(.allow)
        } catch {
            fail(error)
            completionHandler(.cancel)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overflow: (any Error)? = lock.withLock {
            do {
                try body?.append(data)
                return nil
            } catch {
                return error
            }
        }
        if let overflow {
            fail(overflow)
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (continuation, result):
            (CheckedContinuation<HTTPAnswer, any Error>?, Result<HTTPAnswer, any Error>) =
                lock.withLock {
                    defer { self.continuation = nil }
                    if let failure { return (self.continuation, .failure(failure)) }
                    if let error { return (self.continuation, .failure(error)) }
                    // A redirect that names no Location comes with no delegate call for its
                    // response in swift-corelibs-foundation: the task still has it.
                    guard let response = response ?? task.response as? HTTPURLResponse else {
                        return (self.continuation, .failure(TransportError.failed(reason: "no answer came")))
                    }
                    let reply = HTTPAnswer(
                        status: response.statusCode, location: response.value(forHTTPHeaderField: "Location"),
                        retryAfter: response.value(forHTTPHeaderField: "Retry-After"),
                        body: body?.data ?? Data())
                    return (self.continuation, .success(reply))
                }
        continuation?.resume(with: result)
    }

    /// Keeps the first failure: a cap passed, then the cancellation it causes, reports the cap.
    private func fail(_ error: any Error) {
        lock.withLock {
            if failure == nil { failure = error }
        }
    }
}
