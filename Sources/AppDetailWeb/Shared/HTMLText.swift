import Foundation

/// Text from the store made safe for a page: every character that could start markup is
/// written as an entity, control characters (an escape sequence, a NUL) are dropped, and a
/// text that might hold a bidi override is isolated in `<bdi>` so it can reorder only itself.
///
/// Nothing the store sends reaches the page any other way: a name with `<script>` shows as
/// those characters, a `javascript:` address is never a link.
enum HTMLText {
    /// `text` as the content of an element or a quoted attribute value.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            default:
                guard !isControl(scalar) else { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` escaped and isolated: the element every store text is shown in.
    static func isolated(_ text: String) -> String {
        "<bdi>\(escaped(text))</bdi>"
    }

    /// `address` when it is a web address a page may link to (`https` or `http`, with a host,
    /// no user or password), else `nil`: a `javascript:` or `data:` address is never a link.
    static func linkable(_ address: String) -> String? {
        guard let url = URL(string: address), let scheme = url.scheme?.lowercased(),
            scheme == "https" || scheme == "http", url.host?.isEmpty == false, url.user == nil,
            url.password == nil
        else { return nil }
        return escaped(url.absoluteString)
    }

    /// `address` when the page may load it as a picture: `https` only.
    static func picture(_ address: URL?) -> String? {
        guard let address, address.scheme?.lowercased() == "https" else { return nil }
        return linkable(address.absoluteString)
    }

    /// C0 and C1 controls and DEL, which have no place in a page's text.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
