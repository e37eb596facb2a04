import CMimalloc
import Foundation
import SpecimenCommands

// Linking mimalloc (see Package.swift) makes it the allocator of the whole process. Freed memory
// goes back to the system after 5 ms: returning it at once keeps the peak a little lower, but
// then every page's output buffers are faulted in afresh, which costs more system time than it
// saves (Benchmarks/HISTORY.md). The environment variables still take precedence.
mi_option_set_default(mi_option_decommit_delay, 5)
mi_option_set_default(mi_option_segment_decommit_delay, 5)
exit(SpecimenCLI.run(Array(CommandLine.arguments.dropFirst()), in: SpecimenCLI.processContext()))
