import Foundation
import SpecimenKit

/// The target this process fuzzes, named by `SPECIMEN_FUZZ_TARGET` (`front-matter`, `spec-block`,
/// `tokens`, `markdown`; see `FuzzTarget`). One binary for all four, chosen per run by script/fuzz.
let target: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["SPECIMEN_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        FileHandle.standardError.write(Data("set SPECIMEN_FUZZ_TARGET to one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
        exit(2)
    }
    return target
}()

/// libFuzzer's entry point: one input through the chosen target.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    target.run(start.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

/// libFuzzer's driver, which parses the fuzzer's command line and runs it.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafeRawPointer?, Int) -> CInt) -> CInt

/// SwiftPM links an executable's `main` to this symbol; it hands over to libFuzzer's driver.
@_cdecl("FuzzSpecimen_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    _ = target
    return runFuzzerDriver(&argc, &argv) { start, count in fuzz(start, count) }
}
