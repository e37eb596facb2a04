import Foundation

/// The stages in their fixed order (DESIGN.md section 1):
/// `check` = load → parse → check; `build` = check, then render → write when there are no errors.
/// Each stage is a function from values to values; only load and write touch the file system.
public struct Pipeline: Sendable {
    public let fileSystem: any FileSystem
    /// Parsing and rendering use every core unless told otherwise (tests compare both).
    public let parallelism: Parallelism

    public init(fileSystem: any FileSystem = LocalFileSystem(), parallelism: Parallelism = .parallel) {
        self.fileSystem = fileSystem
        self.parallelism = parallelism
    }

    /// What `check` found.
    public struct CheckResult: Sendable {
        /// The parsed site, or nil when `site.yml` is unusable.
        public var site: Site?
        public var templates: TemplateSet?
        /// Every diagnostic, sorted by file, line and column.
        public var diagnostics: [Diagnostic]
        /// The loaded sources, for rendering.
        public var loaded: LoadedSite
        /// True when the configuration itself is unusable (exit status 2).
        public var isConfigurationUnusable: Bool { site == nil }
    }

    /// What `build` did.
    public struct BuildResult: Sendable {
        public var check: CheckResult
        /// Number of files written, or nil when nothing was written.
        public var filesWritten: Int?
    }

    /// Loads, parses and checks a site; writes nothing.
    public func check(_ input: SiteInput) throws -> CheckResult {
        let loader = ContentLoader(fileSystem: fileSystem)
        let loaded = try loader.load(input)
        var (site, parseDiagnostics) = SiteParser(parallelism: parallelism).parse(loaded)
        var diagnostics = parseDiagnostics
        if var parsed = site {
            // Downloadable files are read once, here: their size and checksum are checked and shown.
            parsed.assetFiles = try loader.readContentFiles(AssetChecker.files(of: parsed), in: input).mapValues(AssetFile.init(data:))
            site = parsed
        }
        var templates: TemplateSet?
        if let site {
            for checker in Checkers.all { diagnostics += checker.check(site) }
            let set = TemplateSet(files: loaded.templates, templatesDirectory: input.templatesDirectory, required: TemplateSet.required(for: site))
            diagnostics += set.diagnostics
            templates = set
        }
        return CheckResult(site: site, templates: templates, diagnostics: diagnostics.sortedForOutput(), loaded: loaded)
    }

    /// Checks, then renders and writes the site into `output` when there are no errors (and no
    /// warnings when `strict`).
    /// `baseURL` overrides `site.yml`'s (`--base-url`), for publishing the same content elsewhere.
    public func build(_ input: SiteInput, output: String, strict: Bool = false, baseURL: String? = nil) throws -> BuildResult {
        let writer = SiteWriter(fileSystem: fileSystem)
        if let refusal = writer.refusal(output: output, input: input) { throw BuildError.refusedOutput(refusal) }
        let result = try check(input)
        if let baseURL, SiteConfig.normaliseBaseURL(baseURL) == nil { throw BuildError.refusedOutput("`--base-url` must be an absolute http(s) URL, not `\(baseURL)`") }
        guard var site = result.site, let templates = result.templates, !result.diagnostics.hasErrors,
              !(strict && !result.diagnostics.isEmpty) else {
            return BuildResult(check: result, filesWritten: nil)
        }
        if let baseURL { site.config.baseURL = SiteConfig.normaliseBaseURL(baseURL) }
        let renderer = PageRenderer(site: site)
        var contentFiles = try ContentLoader(fileSystem: fileSystem).readContentFiles(
            renderer.referencedFiles().filter { site.assetFiles[$0] == nil }, in: input)
        for (path, file) in site.assetFiles { contentFiles[path] = file.data }
        let files = SiteRenderer(site: site, templates: templates, parallelism: parallelism).render(contentFiles: contentFiles, themeFiles: result.loaded.themeFiles)
        try writer.write(files, to: output)
        return BuildResult(check: result, filesWritten: files.count)
    }
}

/// A build that cannot start (exit status 2).
public enum BuildError: Error, Sendable, CustomStringConvertible {
    /// The output folder or an option cannot be used; the reason says why.
    case refusedOutput(String)

    public var description: String {
        switch self {
        case .refusedOutput(let reason): reason
        }
    }
}
