import Foundation
import SpecimenKit

/// The three-version fixture (`Tests/Fixtures/versions/`: 1.0, 2.0 and 3.0 with known
/// differences) copied into a folder as one site: 3.0 current, listing 2.0 and 1.0 in
/// `versions:`, as a team with two worktrees beside its repository has it.
package enum VersionedFixture {
    /// Copies the versions into `root` (`root/1.0/Content`, …), passing the text of every `.md`
    /// and `.yml` file through `edit`, appends `extraSettings` and the `versions:` list to 3.0's
    /// `site.yml`, and returns the input that builds it.
    package static func copy(to root: String, extraSettings: String = "", edit: (String) -> String = { $0 }) throws -> SiteInput {
        let manager = FileManager.default
        try manager.createDirectory(atPath: root, withIntermediateDirectories: true)
        for version in ["1.0", "2.0", "3.0"] {
            try manager.copyItem(atPath: RepositoryPaths.fixtures + "/versions/" + version, toPath: root + "/" + version)
            for path in manager.enumerator(atPath: root + "/" + version)?.compactMap({ $0 as? String }) ?? []
            where path.hasSuffix(".md") || path.hasSuffix(".yml") {
                let file = root + "/" + version + "/" + path
                try edit(try String(contentsOfFile: file, encoding: .utf8)).write(toFile: file, atomically: true, encoding: .utf8)
            }
        }
        // Relative to the folder that holds 3.0's content folder (`root/3.0`).
        let siteYML = root + "/3.0/Content/site.yml"
        try (try String(contentsOfFile: siteYML, encoding: .utf8) + extraSettings + """
            versions:
              - { id: "2.0", label: "2.x", content: ../2.0/Content }
              - { id: "1.0", label: "1.x", content: ../1.0/Content }

            """).write(toFile: siteYML, atomically: true, encoding: .utf8)
        return SiteInput(contentDirectory: root + "/3.0/Content", templatesDirectory: root + "/Templates")
    }
}
