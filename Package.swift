// swift-tools-version:6.0
import PackageDescription

/// Specimen: a documentation-site generator for design systems.
/// Targets follow the pipeline: only SpecimenMarkdown touches the C library.
let package = Package(
    name: "Specimen",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "specimen", targets: ["specimen"]),
        .library(name: "SpecimenKit", targets: ["SpecimenKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.0.0"),
        .package(url: "https://github.com/swhitty/FlyingFox.git", from: "0.27.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        // mimalloc replaces the C allocator in the `specimen` program (linked, it takes over
        // malloc and free process-wide): a build allocates millions of small strings and arrays,
        // and glibc's allocator was an eighth of a large build's time. Tests use the system one.
        .systemLibrary(name: "CMimalloc", providers: [.apt(["libmimalloc-dev"]), .brew(["mimalloc"])]),
        // Formats that are not about design systems: YAML's fast path, JSON read and written,
        // HTML/XML escaping and the byte writer every page is written into.
        .target(name: "SpecimenFormats", dependencies: [.product(name: "Yams", package: "Yams")]),
        .target(name: "SpecimenMarkdown", dependencies: ["CCmarkGFM", "SpecimenFormats"]),
        .target(name: "SpecimenTemplates", dependencies: ["SpecimenFormats"]),
        .target(name: "SpecimenKit", dependencies: [
            "SpecimenFormats",
            "SpecimenMarkdown",
            "SpecimenTemplates",
            .product(name: "Yams", package: "Yams"),
        ]),
        .target(name: "SpecimenServe", dependencies: [
            "SpecimenFormats",
            "SpecimenKit",
            .product(name: "FlyingFox", package: "FlyingFox"),
        ]),
        .target(name: "SpecimenCommands", dependencies: [
            "SpecimenFormats",
            "SpecimenKit",
            "SpecimenServe",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "specimen", dependencies: ["SpecimenCommands", "CMimalloc"]),
        .target(name: "SpecimenTestSupport", dependencies: ["SpecimenKit"], path: "Tests/SpecimenTestSupport"),
        .testTarget(name: "SpecimenFormatsTests", dependencies: ["SpecimenFormats", "SpecimenTestSupport"]),
        .testTarget(name: "SpecimenMarkdownTests", dependencies: ["SpecimenMarkdown", "SpecimenTestSupport"]),
        // swift-mustache is only the reference the template engine is compared with.
        .testTarget(name: "SpecimenTemplatesTests", dependencies: [
            "SpecimenTemplates", "SpecimenKit", "SpecimenTestSupport",
            .product(name: "Mustache", package: "swift-mustache"),
        ]),
        .testTarget(name: "SpecimenKitTests", dependencies: ["SpecimenKit", "SpecimenTestSupport"]),
        .testTarget(name: "SpecimenCommandsTests", dependencies: ["SpecimenCommands", "SpecimenTestSupport"]),
        .testTarget(name: "SpecimenServeTests", dependencies: ["SpecimenServe", "SpecimenTestSupport"]),
    ]
)
