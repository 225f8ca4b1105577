import Foundation

/// An HTTP proxy one exchange goes through: plain `http://` requests are sent to it whole, and
/// `https://` ones through a `CONNECT` tunnel, so the proxy never sees what the tunnel carries.
package struct TransportProxy: Hashable, Sendable {
    /// The proxy's host name or address.
    package let host: String
    /// The proxy's port.
    package let port: Int
    /// The user name and password the proxy asks for, or `nil`.
    package let credentials: Credentials?

    /// A user name and password, sent as `Proxy-Authorization: Basic …`.
    package struct Credentials: Hashable, Sendable {
        /// The user name.
        package let user: String
        /// The password.
        package let password: String

        /// Credentials.
        package init(user: String, password: String) {
            self.user = user
            self.password = password
        }

        /// The `Basic` value of `Proxy-Authorization`.
        package var basic: String { Data("\(user):\(password)".utf8).base64EncodedString() }
    }

    /// A proxy.
    package init(host: String, port: Int, credentials: Credentials?) {
        self.host = host
        self.port = port
        self.credentials = credentials
    }
}

/// Which proxy, if any, an exchange with a URL goes through.
package typealias ProxyChoice = @Sendable (URL) -> TransportProxy?
