// swift-tools-version:6.0
import PackageDescription

/// libFuzzer targets for Specimen's parsers, kept out of the main package so that a normal
/// `swift build` never needs the fuzzer runtime. Build and run them with `make fuzz` (or
/// `script/fuzz`), which passes `-sanitize=fuzzer,address` and `-parse-as-library`.
let targets = ["FrontMatter", "SpecBlock", "Tokens", "Markdown"]

let package = Package(
    name: "SpecimenFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Specimen", path: "..")],
    targets: targets.map { name in
        .executableTarget(name: "Fuzz\(name)", dependencies: [.product(name: "SpecimenKit", package: "Specimen")], path: "Sources/Fuzz\(name)")
    }
)
