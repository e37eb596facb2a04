import Foundation
import Testing
import SpecimenKit

/// `ChildProcess`: how `CommitDates` runs git, without Foundation's 50 ms wait.
@Suite struct ChildProcessTests {
    private let environment = ProcessInfo.processInfo.environment

    @Test func aCommandsOutputIsReadToItsEnd() throws {
        #expect(ChildProcess.output(of: ["sh", "-c", "printf 'one\\ntwo'"], environment: environment) == Array("one\ntwo".utf8))
        // More than a pipe holds (64 KiB): read before waiting, or the command never ends.
        let long = try #require(ChildProcess.output(of: ["sh", "-c", "head -c 300000 /dev/zero"], environment: environment))
        #expect(long.count == 300_000)
    }

    @Test func aCommandThatFailsOrCannotStartGivesNothing() {
        #expect(ChildProcess.output(of: ["sh", "-c", "printf partial; exit 3"], environment: environment) == nil)
        #expect(ChildProcess.output(of: ["sh", "-c", "kill -9 $$"], environment: environment) == nil)
        #expect(ChildProcess.output(of: ["specimen-no-such-command"], environment: environment) == nil)
        #expect(ChildProcess.output(of: [], environment: environment) == nil)
    }

    @Test func theCommandSeesTheEnvironmentGivenAndNoInput() {
        #expect(ChildProcess.output(of: ["sh", "-c", "printf %s \"$SPECIMEN_TEST_VALUE\"; cat"],
                                    environment: environment.merging(["SPECIMEN_TEST_VALUE": "given"]) { $1 }) == Array("given".utf8))
    }
}
