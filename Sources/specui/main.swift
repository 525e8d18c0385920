import Foundation
import SpecUICompiler
import SpecUIPreview

exit(
    SpecUICommandLine.run(Array(CommandLine.arguments.dropFirst()), extraCommands: [PreviewCommand.subcommand]).rawValue
)
