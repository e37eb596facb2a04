/// Paths of the repository and of `../shared`, found from this file's location so tests run the
/// same from any working directory.
public enum RepositoryPaths {
    /// The package root (the folder with Package.swift).
    public static let root: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/SpecimenTestSupport/RepositoryPaths.swift
        return parts.joined(separator: "/")
    }()

    /// `Tests/Fixtures`.
    public static let fixtures = root + "/Tests/Fixtures"

    /// The shared folder beside the repository (DESIGN.md, corpus).
    public static let shared = root + "/../shared"
}
