/// Relative paths between files inside `Content/`, for fix-it hints written the way authors write links.
package enum RelativePath {
    /// The path from a folder to a file, both inside `Content/`: from `patterns` to
    /// `components/tabs.md` is `../components/tabs.md`.
    package static func from(directory: String, to path: String) -> String {
        let from = directory.split(separator: "/")
        let to = path.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        return (ups + to[common...].map(String.init)).joined(separator: "/")
    }
}
