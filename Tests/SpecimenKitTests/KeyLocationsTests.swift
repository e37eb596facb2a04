import Testing
import SpecimenTestSupport
@testable import SpecimenKit

/// `KeyLocations` replaced `[String: SpecimenKit.SourceLocation]`: reading and writing it must behave as the
/// dictionary did.
@Suite struct KeyLocationsTests {
    @Test func behavesAsADictionaryUnderRandomEdits() {
        var generator = SeededGenerator(seed: 21)
        // Past 32 keys the locations are indexed by a dictionary of their own: both ways are tested.
        let keys = ["min", "max", "equals", "id", "text", "", "é"] + (0..<40).map { "key\($0)" }
        for _ in 0..<100 {
            var locations = KeyLocations(), dictionary: [String: SpecimenKit.SourceLocation] = [:]
            for _ in 0..<120 {
                let key = keys[Int.random(in: 0..<keys.count, using: &generator)]
                let value: SpecimenKit.SourceLocation? = Int.random(in: 0..<8, using: &generator) == 0
                    ? nil : SpecimenKit.SourceLocation(file: "p.md", line: Int.random(in: 1...9, using: &generator), column: 1)
                locations[key] = value
                dictionary[key] = value
                #expect(keys.allSatisfy { locations[$0] == dictionary[$0] }, "\(key)")
            }
        }
    }

    @Test func literalsKeepTheLastLocationOfAKey() {
        let first = SpecimenKit.SourceLocation(file: "a.md", line: 1, column: 1), second = SpecimenKit.SourceLocation(file: "a.md", line: 2, column: 1)
        let locations: KeyLocations = ["min": first, "max": second]
        #expect(locations["min"] == first && locations["max"] == second && locations["equals"] == nil)
        #expect(KeyLocations() == [:])
    }
}
