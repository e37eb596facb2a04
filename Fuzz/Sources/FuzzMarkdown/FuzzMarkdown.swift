import Foundation
import SpecimenKit

/// libFuzzer's entry point: one input through `FuzzTarget.markdown`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    FuzzTarget.markdown.run(data)
    return 0
}

/// libFuzzer's driver, which parses the fuzzer's command line and runs it.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafeRawPointer?, Int) -> CInt) -> CInt

/// SwiftPM links an executable's `main` to this symbol; it hands over to libFuzzer's driver.
@_cdecl("FuzzMarkdown_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv) { start, count in fuzz(start, count) }
}
