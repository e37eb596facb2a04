// swift-tools-version:6.0
import PackageDescription

/// The libFuzzer target for Specimen's parsers, kept out of the main package so that a normal
/// `swift build` never needs the fuzzer runtime. Build and run it with `make fuzz` (or
/// `script/fuzz`), which passes `-sanitize=fuzzer,address` and `-parse-as-library` and picks the
/// parser with `SPECIMEN_FUZZ_TARGET`.
let package = Package(
    name: "SpecimenFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Specimen", path: "..")],
    targets: [
        .executableTarget(name: "FuzzSpecimen", dependencies: [.product(name: "SpecimenKit", package: "Specimen")], path: "Sources/FuzzSpecimen"),
    ]
)
