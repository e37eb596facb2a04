/// Paths inside the repository, found from this file's location so tests run the same from any
/// working directory; everything tests read is inside the repository, so a fresh clone passes.
package enum RepositoryPaths {
    /// The package root (the folder with Package.swift).
    package static let root: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/SpecimenTestSupport/RepositoryPaths.swift
        return parts.joined(separator: "/")
    }()

    /// `Tests/Fixtures`.
    package static let fixtures = root + "/Tests/Fixtures"

    /// The third-party cmark-gfm spec examples (`Tests/Fixtures/gfm-spec/README.md`).
    package static let gfmSpec = fixtures + "/gfm-spec"

    /// The third-party token files (`Tests/Fixtures/token-corpus/README.md`).
    package static let tokenCorpus = fixtures + "/token-corpus"

    /// The third-party USWDS guideline pages (`Tests/Fixtures/guidelines/README.md`).
    package static let guidelines = fixtures + "/guidelines"
}
