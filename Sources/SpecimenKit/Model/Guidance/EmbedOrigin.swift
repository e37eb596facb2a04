/// The origin of an embed's URL (`https://www.figma.com` of `https://www.figma.com/proto/…`),
/// which `site.yml` `embeds:` must list: only `https://` origins, lower-cased, without a path.
package enum EmbedOrigin {
    /// The origin of `url`, or nil when it is not an `https://` URL with a host.
    package static func of(_ url: String) -> String? {
        let lowered = url.lowercased()
        guard lowered.hasPrefix("https://") else { return nil }
        let rest = url.dropFirst("https://".count)
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !host.isEmpty, !host.contains("@"), host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-.:[]".contains($0)) }) else { return nil }
        return "https://" + host.lowercased()
    }
}
