import Foundation
import SpecUICompiler

exit(SpecUICommandLine.run(Array(CommandLine.arguments.dropFirst())).rawValue)
