import Foundation
import SpecimenCommands

exit(SpecimenCLI.run(Array(CommandLine.arguments.dropFirst()), in: SpecimenCLI.processContext()))
