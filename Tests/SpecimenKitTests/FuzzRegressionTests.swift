import Foundation
import Testing
import SpecimenKit
import SpecimenTestSupport

/// Every input a fuzzer crashed on (and a hostile seed per target) runs through the same entry
/// point again in every test run: `script/fuzz` copies crashers to `Tests/Fixtures/fuzz/<target>/`.
@Suite struct FuzzRegressionTests {
    static let folder = RepositoryPaths.fixtures + "/fuzz"

    static var inputs: [String] {
        FuzzTarget.allCases.flatMap { target in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + target.rawValue)) ?? [])
                .filter { !$0.hasPrefix(".") }.sorted().map { target.rawValue + "/" + $0 }
        }
    }

    @Test func everyTargetHasInputs() {
        for target in FuzzTarget.allCases {
            #expect(Self.inputs.contains { $0.hasPrefix(target.rawValue + "/") }, "no input for \(target.rawValue)")
        }
    }

    @Test(arguments: inputs) func replays(_ input: String) throws {
        let target = try #require(FuzzTarget(rawValue: String(input.split(separator: "/")[0])))
        target.run(try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + input)))
    }
}
