import Foundation

/// `theme: lastUpdated: git`: the date of the last commit that changed each file of `Content/`
/// (`YYYY-MM-DD`, the committer's date), read from one `git log` over the folder. It depends
/// on the commits only, never on the clock or the working tree, so a commit always gives the
/// same site; a file changed but not committed keeps the date of its last commit.
package struct CommitDates: Sendable, Hashable {
    /// Date by path inside `Content/`.
    package var byPath: [String: String]

    package init(byPath: [String: String]) {
        self.byPath = byPath
    }

    /// A digest of every path and date, for build caches: a commit that changes a date makes
    /// the next build render that page again even though no file changed.
    package var digest: String {
        var hash = ContentHash()
        for path in byPath.keys.sorted() {
            hash.combine(path)
            hash.combine(byPath[path]!)
        }
        return hash.hex
    }

    /// True when `site.yml`'s text may ask for commit dates: a cheap look before it is parsed,
    /// so that listing the site knows whether to run git (a false yes only costs one `git log`).
    package static func areWanted(bySettings text: String) -> Bool {
        text.contains("lastUpdated")
    }

    /// The dates of the files under `folder`, or nil when it is not in a git work tree or git
    /// cannot be run.
    package static func read(in folder: String) -> CommitDates? {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_PAGER"] = "cat"
        environment["LC_ALL"] = "C"
        let arguments = ["git", "-c", "core.quotePath=off", "-C", folder, "log", "--format=%x01%cs", "--name-only", "--relative", "--no-renames", "--", "."]
        guard let log = ChildProcess.output(of: arguments, environment: environment) else { return nil }
        return CommitDates(byPath: parse(String(decoding: log, as: UTF8.self)))
    }

    /// Newest commit first: the first date a path appears under is its last change.
    package static func parse(_ log: String) -> [String: String] {
        var dates: [String: String] = [:]
        var current: String?
        for line in log.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.first == "\u{01}" {
                current = String(line.dropFirst())
            } else if let current {
                var path = String(line)
                // git quotes names with control characters or quotes even with quotePath off.
                if path.hasPrefix("\""), path.hasSuffix("\""), path.count >= 2 { path = String(path.dropFirst().dropLast()) }
                if dates[path] == nil { dates[path] = current }
            }
        }
        return dates
    }
}
