import Foundation
import SpecUICompiler
import SpecUIPreview

exit(
    SpecUICommandLine.main(Array(CommandLine.arguments.dropFirst()), extraCommands: [PreviewCommand.subcommand])
        .rawValue
)
