import Foundation

/// URLs between published files, always relative so that the site works from `file://` and from
/// any sub-path. Page links name `index.html` explicitly because `file://` does not serve a
/// folder's index.
package struct RelativeURL: Sendable {
    /// The route of the page the URLs are written into (`patterns/create/`).
    package let fromRoute: String

    /// `""` at the root, `"../../"` two folders down.
    package let root: String

    package init(fromRoute: String) {
        self.fromRoute = fromRoute
        // The route's folders, counted (runs of bytes between `/`s, as `split` gives them) without
        // making an array of them, for every page and every spec block.
        var folders = 0, inFolder = false
        for byte in fromRoute.utf8 {
            if byte == UInt8(ascii: "/") {
                inFolder = false
            } else if !inFolder {
                inFolder = true
                folders += 1
            }
        }
        self.root = folders < Self.roots.count ? Self.roots[folders] : String(repeating: "../", count: folders)
    }

    /// The roots of the usual depths, made once (`String(repeating:count:)` cost a thousand
    /// instructions, for every page, spec block and sidebar depth).
    private static let roots = (0..<8).map { String(repeating: "../", count: $0) }

    /// The URL of another page's route, with an optional fragment. A fragment of the page itself
    /// is linked alone (`#example-1`): rule tables link their examples on every page.
    package func page(_ route: String, fragment: String? = nil) -> String {
        if let fragment, route == fromRoute { return "#" + Self.encodeFragment(fragment) }
        return Self.joined(root, Self.encode(route), "index.html", fragment.map(Self.encodeFragment))
    }

    /// `a + b + c`, then `#` and the fragment, in one buffer: each `String` `+` cost a few hundred
    /// instructions, and URLs are made for every link of every page.
    private static func joined(_ a: String, _ b: String, _ c: String, _ fragment: String?) -> String {
        let count = a.utf8.count + b.utf8.count + c.utf8.count + (fragment.map { $0.utf8.count + 1 } ?? 0)
        // Straight into the string's own storage: appending each part's UTF-8 view to a byte
        // array went through the generic sequence path, and then the bytes were copied again.
        return String(unsafeUninitializedCapacity: count) { buffer in
            var end = 0
            func put(_ part: String) {
                // Native and literal strings hand out their bytes where they lie; small ones
                // (`../`, short routes) are copied byte by byte (a `var` copy for `withUTF8`
                // cost more than the copying).
                let copied: Void? = part.utf8.withContiguousStorageIfAvailable { bytes in
                    guard let source = bytes.baseAddress else { return }
                    (buffer.baseAddress! + end).update(from: source, count: bytes.count)
                    end += bytes.count
                }
                if copied == nil {
                    for byte in part.utf8 {
                        buffer[end] = byte
                        end += 1
                    }
                }
            }
            put(a)
            put(b)
            put(c)
            if let fragment {
                buffer[end] = UInt8(ascii: "#")
                end += 1
                put(fragment)
            }
            return end
        }
    }

    /// The URL of another page's route written from this page's parent folder: `../sibling/index.html`
    /// instead of `../../section/sibling/index.html`. The same for every page of a folder, so a
    /// sidebar is rendered once per folder, and shorter (a large section lists hundreds of links
    /// on each of its pages).
    package func pageFromParent(_ route: String) -> String {
        let here = Self.parts(of: fromRoute)
        guard let _ = here.last else { return page(route) }
        let parent = here.dropLast()
        let target = Self.parts(of: route)
        var common = 0
        while common < parent.count, common < target.count, parent[parent.startIndex + common] == target[common] { common += 1 }
        let down = target[common...].joined(separator: "/")
        return String(repeating: "../", count: 1 + parent.count - common) + Self.encode(down.isEmpty ? "" : down + "/") + "index.html"
    }

    /// The folder that `pageFromParent` URLs are written from: the route without its last part.
    package static func parentFolder(of route: String) -> String {
        let parent = parts(of: route).dropLast()
        return parent.isEmpty ? "" : parent.joined(separator: "/") + "/"
    }

    /// The folders of a route, split on the `/` byte (splitting a `String` on a `Character`
    /// walks grapheme clusters, and this runs for every link of every sidebar); parts compare
    /// byte for byte, as the file system does.
    private static func parts(of route: String) -> [Substring] {
        route.utf8.split(separator: UInt8(ascii: "/")).map(Substring.init)
    }

    /// The URL of a published file by its path from the site root.
    package func file(_ path: String, fragment: String? = nil) -> String {
        Self.joined(root, Self.encode(path), "", fragment.map(Self.encodeFragment))
    }

    /// The URL of a published file by its path from the site root, for the search index and
    /// `rules.json`, whose readers put it after the root of the page they are on (which is `""`
    /// on a root-level page, so it must never read as a scheme either).
    package static func fromSiteRoot(_ path: String, fragment: String? = nil) -> String {
        joined("", encode(path), "", fragment.map(encodeFragment))
    }

    /// What `urlPathAllowed` allows but a path Specimen writes never holds as is: `?`, `#` and
    /// `%` (they would end or change the path), `;`, and `:`, so that no URL Specimen writes can
    /// be read as a scheme (a page `javascript:alert(1).md` at the root is linked as
    /// `javascript%3Aalert(1)/index.html`, which browsers and servers decode back to its file).
    private static let pathAllowed: CharacterSet = {
        var set = CharacterSet.urlPathAllowed
        set.remove(charactersIn: "?#%;:")
        return set
    }()

    /// Percent-encodes what a path may not hold as is (spaces, `#`, `?`, `%`, `:`).
    static func encode(_ path: String) -> String {
        // Most paths need no escaping at all; Foundation's encoder is slow enough to show in profiles.
        if isPlain(path, alsoAllowing: 0) { return path }
        return path.addingPercentEncoding(withAllowedCharacters: pathAllowed) ?? path
    }

    /// ASCII bytes that `pathAllowed` keeps as they are, as two 64-bit masks (bytes 0–63 and
    /// 64–127): letters, digits and `-._~/!$&'()*+,=@` (`:` is encoded: see `pathAllowed`).
    static let pathBytes: (low: UInt64, high: UInt64) = mask(of: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/!$&'()*+,=@")

    /// The masks of `characters` (ASCII), for `isPlain`.
    static func mask(of characters: String) -> (low: UInt64, high: UInt64) {
        var mask: (low: UInt64, high: UInt64) = (0, 0)
        for byte in characters.utf8 {
            if byte < 64 { mask.low |= 1 << UInt64(byte) } else { mask.high |= 1 << UInt64(byte - 64) }
        }
        return mask
    }

    /// True when every byte of `text` is a path byte or in `extra` (a mask of bytes 0–63): one
    /// mask test per byte over the string's own storage. Most routes and fragments are plain, and
    /// every URL of every page asks (a `switch` per byte through the UTF-8 view cost a
    /// thousand instructions a route).
    private static func isPlain(_ text: String, alsoAllowing extra: UInt64) -> Bool {
        var text = text
        let (low, high) = (pathBytes.low | extra, pathBytes.high)
        return text.withUTF8 { bytes in
            for byte in bytes {
                let allowed = byte < 64 ? (low >> UInt64(byte)) & 1 : byte < 128 ? (high >> UInt64(byte - 64)) & 1 : 0
                if allowed == 0 { return false }
            }
            return true
        }
    }

    /// `?` and `;`, which fragments keep as they are.
    private static let fragmentExtras = mask(of: "?;").low

    /// Fragments keep Unicode letters (browsers match `#khi-nào` to `id="khi-nào"`) but not spaces or `#`.
    static func encodeFragment(_ fragment: String) -> String {
        if isPlain(fragment, alsoAllowing: fragmentExtras) { return fragment }
        var allowed = CharacterSet.urlFragmentAllowed
        allowed.remove(charactersIn: "#%")
        var result = ""
        for scalar in fragment.unicodeScalars {
            if scalar.value > 127 || allowed.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += String(scalar).addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
            }
        }
        return result
    }
}
