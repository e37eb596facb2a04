/// The stage a build or check has reached, as told to `Pipeline`'s progress callback, so that the
/// command line can show a long build's progress on a terminal (Docs/command-line.md). Only stages
/// that can take noticeable time at thousands of pages are reported, each when it starts.
package enum BuildStep: Sendable, Equatable {
    /// Waiting for another build into the same output folder to finish.
    case waiting
    /// Parsing the pages (front matter, Markdown, spec blocks).
    case parsing(pages: Int)
    /// Running the checks across pages, registry, tokens and licences.
    case checking(pages: Int)
    /// Rendering the files and writing the ones that changed.
    case writing(files: Int)
}
