import ArgumentParser

/// `specimen theme …`: the built-in theme's files, and copying them out to change them.
struct ThemeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme", abstract: "List the built-in theme's files or copy some into Templates/ to change them.",
        subcommands: [ThemeEjectCommand.self, ThemeListCommand.self])
}
