import Foundation
import SpecUICompiler
import Testing

@Suite struct CheckCommandTests {
    private let counter = """
        view: CounterView
        state:
          count: 0
        body:
          - Text: "Count: {count}"
          - Button: "Add"
            action: count += 1

        """

    @Test func cleanSpecsExitZeroSilently() throws {
        let specs = try SpecDirectory(["CounterView.yaml": counter])
        let run = CommandRun(["check", specs.path])
        #expect(run.exitCode == .success)
        #expect(run.error == "")
        #expect(run.output == "")
    }

    @Test func errorsGoToStderrWithExitOne() throws {
        let specs = try SpecDirectory(["CounterView.yaml": counter + "state:\n  x: 1\n"])
        let run = CommandRun(["check", specs.path])
        #expect(run.exitCode == .specErrors)
        let path = specs.file("CounterView.yaml")
        #expect(
            run.error == """
                \(path):8:1: error: duplicate key 'state' [duplicate-key]
                state:
                ^~~~~
                \(path):2:1: note: 'state' first appears here
                state:
                ^~~~~

                """)
    }

    /// A spec checked on its own, whose folder holds the specs that declare what it uses, is told so once.
    @Test func aSpecCheckedWithoutTheSpecsBesideItIsToldOfThem() throws {
        let row = "view: Row\nprops:\n  todo: Todo\nbody:\n  - Text: \"{todo.title}\"\n"
        let specs = try SpecDirectory([
            "Row.yaml": row, "Types.yaml": "types:\n  Todo: { id: Int, title: String }\n",
            "CounterView.yaml": counter,
        ])
        let run = CommandRun(["check", specs.file("Row.yaml")])
        #expect(run.exitCode == .specErrors)
        let folder = (specs.file("Row.yaml") as NSString).deletingLastPathComponent
        let note =
            "specui: note: '\(specs.file("Row.yaml"))' is read without 2 specs beside it in '\(folder)', where what is "
            + "unknown may be declared: name the folder, '\(folder)', to read them together"
        #expect(run.error.hasSuffix("\n" + note + "\n"))
        // JSON holds diagnostics alone: the note is one of the unknown type's.
        let json = CommandRun(["check", specs.file("Row.yaml"), "--format", "json"])
        #expect(json.exitCode == .specErrors)
        let quoted = note.dropFirst("specui: note: ".count)
        #expect(json.error.split(separator: "\n").count == 1)
        #expect(json.error.contains(#""message":"\#(quoted)""#))
        let together = CommandRun(["check", specs.file("Row.yaml"), specs.file("Types.yaml")])
        #expect(together.exitCode == .success)
        let alone = try SpecDirectory(["Row.yaml": row])
        #expect(!CommandRun(["check", alone.file("Row.yaml")]).error.contains("note"))
    }

    /// A close name for a type the specs beside it may declare is a guess: told, but not offered as a fix-it.
    @Test func aTypeTheSpecsBesideMayDeclareHasNoFixIt() throws {
        let row = "view: Row\nprops:\n  book: Book\nbody:\n  - Text: \"{book.id}\"\n"
        let specs = try SpecDirectory(["Row.yaml": row, "Types.yaml": "types:\n  Book: { id: Int }\n"])
        let run = CommandRun(["check", specs.file("Row.yaml")])
        #expect(run.error.contains("unknown type 'Book'; did you mean 'Bool'? [unknown-type]"))
        #expect(!run.error.contains("fix-it"))
        let alone = try SpecDirectory(["Row.yaml": row])
        #expect(CommandRun(["check", alone.file("Row.yaml")]).error.contains("fix-it: replace 'Book' with 'Bool'"))
    }

    /// `Text "hi"` and `if ready` lack a `:`, whatever the specs beside them declare: the fix-it stays, and there
    /// is nothing for them to declare, so no note.
    @Test func aViewMissingItsColonKeepsItsFixItBesideOtherSpecs() throws {
        let spec = "view: D2\nstate: { ready: true }\nbody:\n  - Text \"hi\"\n  - if ready\n"
        let specs = try SpecDirectory(["D2.yaml": spec, "Other.yaml": "view: Other\nbody:\n  - Text: \"o\"\n"])
        let run = CommandRun(["check", specs.file("D2.yaml")])
        #expect(run.exitCode == .specErrors)
        let path = specs.file("D2.yaml")
        #expect(run.error.contains("\(path):4:9: fix-it: insert ':'\n"))
        #expect(run.error.contains("\(path):5:7: fix-it: insert ':'\n"))
        #expect(!run.error.contains("note"))
    }

    /// A spec that cannot be read stops the unit's name checks, which would report what it declares as unknown;
    /// a note says so, so that the other specs are not taken for clean.
    @Test func aSpecThatCannotBeReadSaysTheOthersWereNotChecked() throws {
        let specs = try SpecDirectory([
            "A.yaml": "view: A\nbody:\n  - Text: \"{m}\"\n    fnot: title\n",
            "B.yaml": "view: B\nbody:\n  - Text: \"x\"\n   padding: true\n",
        ])
        let run = CommandRun(["check", specs.path])
        #expect(run.exitCode == .specErrors)
        #expect(!run.error.contains("'m'"))
        #expect(
            run.error.hasSuffix(
                "\(specs.file("B.yaml")):4:4: note: names and types were not checked in the other spec of the unit, "
                    + "since this spec could not be read as one; check again once it is fixed\n   padding: true\n   ^\n"
            ))
        let alone = try SpecDirectory(["B.yaml": "view: B\nbody:\n  - Text: \"x\"\n   padding: true\n"])
        #expect(!CommandRun(["check", alone.path]).error.contains("not checked"))
    }

    @Test func aNodeUsedAgainThroughAliasesReportsEachMistakeOnceWithNotesAtTheAliases() throws {
        let spec = """
            view: RowsView
            body:
              - &row
                Text: "{nope}"
                fnt: title
              - *row
              - *row

            """
        let specs = try SpecDirectory(["RowsView.yaml": spec])
        let run = CommandRun(["check", specs.path])
        #expect(run.exitCode == .specErrors)
        let path = specs.file("RowsView.yaml")
        #expect(
            run.error == """
                \(path):4:13: error: cannot find 'nope' in scope [unknown-name]
                    Text: "{nope}"
                            ^~~~
                \(path):6:5: note: used here through alias '*row'
                  - *row
                    ^~~~
                \(path):7:5: note: used here through alias '*row'
                  - *row
                    ^~~~
                \(path):5:5: error: unknown key 'fnt' on 'Text'; did you mean 'font'? [unknown-key]
                    fnt: title
                    ^~~
                \(path):5:5: fix-it: replace 'fnt' with 'font'
                \(path):6:5: note: used here through alias '*row'
                  - *row
                    ^~~~
                \(path):7:5: note: used here through alias '*row'
                  - *row
                    ^~~~

                """)
    }

    @Test func aNoteInAFileWithoutDiagnosticsOfItsOwnQuotesItsLine() throws {
        let specs = try SpecDirectory([
            "A.yaml": "types:\n  Item: { id: Int }\n", "B.yaml": "types:\n  Item: { id: Int, name: String }\n",
        ])
        let run = CommandRun(["check", specs.path])
        #expect(run.exitCode == .specErrors)
        #expect(
            run.error == """
                \(specs.file("B.yaml")):2:3: error: type 'Item' is already declared in this unit [duplicate-name]
                  Item: { id: Int, name: String }
                  ^~~~
                \(specs.file("A.yaml")):2:3: note: 'Item' is first declared here
                  Item: { id: Int }
                  ^~~~

                """)
    }

    @Test func jsonFormatPrintsOneObjectPerDiagnostic() throws {
        let specs = try SpecDirectory(["A.yaml": "", "B.yaml": "- x\n"])
        let run = CommandRun(["check", "--format", "json", specs.path])
        #expect(run.exitCode == .specErrors)
        let lines = run.error.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.contains(#""code":"empty-file""#) == true)
        #expect(lines.last?.contains(#""code":"root-not-mapping""#) == true)
        let equalsForm = CommandRun(["check", "--format=json", specs.path])
        #expect(equalsForm.error == run.error)
    }

    @Test func directoryStandsForEveryYAMLFileBelowItInPathOrder() throws {
        let specs = try SpecDirectory([
            "b/Two.yml": "", "a/One.yaml": "", "notes.txt": "not a spec", ".hidden/Three.yaml": "",
        ])
        let run = CommandRun(["check", specs.path])
        let paths = run.error.split(separator: "\n").filter { $0.contains(": error: ") }.map {
            String($0.prefix { $0 != ":" })
        }
        #expect(paths == [specs.file("a/One.yaml"), specs.file("b/Two.yml")])
    }

    @Test func aFileNamedTwiceIsOneSpecOfTheUnit() throws {
        let specs = try SpecDirectory(["Specs/CounterView.yaml": counter + "  - Text: \"{nope}\"\n"])
        let spellings = [
            specs.path + "/Specs", specs.path + "/./Specs//CounterView.yaml", specs.path + "/Specs/../Specs/",
        ]
        let run = CommandRun(["check"] + spellings)
        #expect(run.exitCode == .specErrors)
        #expect(
            run.error == """
                \(specs.file("Specs/CounterView.yaml")):8:13: error: cannot find 'nope' in scope [unknown-name]
                  - Text: "{nope}"
                            ^~~~

                """)
    }

    @Test func aFolderNamedLikeASpecStandsForTheSpecsInsideIt() throws {
        let specs = try SpecDirectory(["Old.yaml/CounterView.yaml": counter])
        let run = CommandRun(["check", specs.path])
        #expect(run.exitCode == .success)
        #expect(run.error == "")
    }

    @Test func aFIFONamedLikeASpecInADirectoryIsSkippedInsteadOfBlocking() throws {
        let specs = try SpecDirectory(["CounterView.yaml": counter])
        #expect(mkfifo(specs.file("Pipe.yaml"), 0o644) == 0)
        let run = CommandRun(["check", specs.path])
        #expect(run.exitCode == .success)
        #expect(run.error == "")
    }

    @Test func aFIFONamedOnTheCommandLineThatNoOneWritesIsAnEmptyFileInsteadOfBlocking() throws {
        let specs = try SpecDirectory(["CounterView.yaml": counter])
        #expect(mkfifo(specs.file("Pipe.yaml"), 0o644) == 0)
        let run = CommandRun(["check", specs.file("Pipe.yaml")])
        #expect(run.exitCode == .specErrors)
        #expect(
            run.error.hasPrefix(
                "\(specs.file("Pipe.yaml")):1:1: error: the file is empty; a spec is a mapping with a 'view:' or "
                    + "'types:' key [empty-file]\n"))
    }

    @Test func aLinkToAFolderIsNotFollowedAndALinkToASpecIsRead() throws {
        let specs = try SpecDirectory(["Specs/A/CounterView.yaml": counter, "Other/Broken.yaml": "view: [\n"])
        #expect(symlink(specs.file("Other"), specs.file("Specs/A/Linked")) == 0)
        #expect(symlink(specs.file("Other/Broken.yaml"), specs.file("Specs/Broken.yaml")) == 0)
        let run = CommandRun(["check", specs.file("Specs")])
        #expect(run.exitCode == .specErrors)
        #expect(run.error.hasPrefix(specs.file("Specs/Broken.yaml") + ":"))
        #expect(!run.error.contains("Linked"))
    }

    /// A spec named both directly and through a link to its folder is one spec of the unit, spelled through the
    /// folder that is no link; a link to a spec file, named otherwise, stays a spec of its own.
    @Test func aSpecReachedThroughALinkedFolderIsOneSpec() throws {
        let specs = try SpecDirectory([
            "Specs/Rows/Badge.yaml": "view: Badge\nbody:\n  - Text: a\n",
            "Specs/Main.yaml": "view: Main\nbody:\n  - Badge\n",
        ])
        #expect(symlink(specs.file("Specs"), specs.file("Link")) == 0)
        #expect(
            SpecFiles.withoutLinkedFolderCopies([
                specs.file("Link/Rows/Badge.yaml"), specs.file("Specs/Rows/Badge.yaml"),
            ])
                == [specs.file("Specs/Rows/Badge.yaml")])
        for arguments in [
            [specs.file("Specs"), specs.file("Link/Rows/Badge.yaml")], [specs.file("Link"), specs.file("Specs")],
        ] {
            let run = CommandRun(["check"] + arguments)
            #expect(run.exitCode == .success, "\(run.error)")
        }
        // `--only-spec` names the spec in either spelling.
        for only in [specs.file("Link/Rows/Badge.yaml"), specs.file("Specs/Rows/Badge.yaml")] {
            let run = CommandRun([
                "compile", specs.file("Link"), specs.file("Specs"), "--output", specs.file("Out"), "--only-spec", only,
            ])
            #expect(run.exitCode == .success, "\(run.error)")
        }
        #expect(symlink(specs.file("Specs/Rows/Badge.yaml"), specs.file("Specs/Rows/Copy.yaml")) == 0)
        #expect(CommandRun(["check", specs.file("Specs")]).error.contains("[duplicate-name]"))
    }

    /// A link named as a spec whose target cannot be found is a spec that cannot be read, in a folder or named,
    /// with the system's reason: skipping it would drop it from the unit.
    @Test func aLinkToNothingIsAnIOErrorWithExitTwo() throws {
        let specs = try SpecDirectory(["Specs/CounterView.yaml": counter, "Loop/CounterView.yaml": counter])
        #expect(symlink(specs.file("Specs/Gone.yaml"), specs.file("Specs/Dangling.yaml")) == 0)
        #expect(symlink(specs.file("Loop/B.yaml"), specs.file("Loop/A.yaml")) == 0)
        #expect(symlink(specs.file("Loop/A.yaml"), specs.file("Loop/B.yaml")) == 0)
        let cases = [
            (specs.file("Specs"), specs.file("Specs/Dangling.yaml"), "No such file or directory"),
            (specs.file("Loop/A.yaml"), specs.file("Loop/A.yaml"), "Too many levels of symbolic links"),
        ]
        for (path, link, reason) in cases {
            let run = CommandRun(["check", path])
            #expect(run.exitCode == .usageOrIO)
            #expect(
                run.error
                    == "specui: error: cannot read '\(link)': it is a symbolic link whose target cannot be found "
                    + "(\(reason))\n")
        }
    }

    /// Skipping a folder that cannot be read would drop its specs from the unit (and `compile` would remove their
    /// files as stale). Root reads every folder, so this runs only as another user.
    @Test(.enabled(if: geteuid() != 0))
    func anUnreadableFolderIsAnIOErrorWithExitTwo() throws {
        let specs = try SpecDirectory(["CounterView.yaml": counter, "Locked/ChildView.yaml": counter])
        #expect(chmod(specs.file("Locked"), 0) == 0)
        defer { _ = chmod(specs.file("Locked"), 0o755) }
        let run = CommandRun(["check", specs.path])
        #expect(run.exitCode == .usageOrIO)
        #expect(
            run.error == "specui: error: cannot read the directory '\(specs.file("Locked"))': Permission denied\n")
    }

    @Test func missingPathIsAnIOErrorWithExitTwo() throws {
        let run = CommandRun(["check", "/no/such/Specs"])
        #expect(run.exitCode == .usageOrIO)
        #expect(run.error == "specui: error: no such file or directory: '/no/such/Specs'\n")
        let output = NSTemporaryDirectory() + "specui-unused-out"
        for arguments in [["check", ""], ["compile", "", "--output", output]] {
            let empty = CommandRun(arguments)
            #expect(empty.exitCode == .usageOrIO)
            #expect(empty.error == "specui: error: no such file or directory: ''\n")
        }
    }

    @Test func aMissingPathIsToldTheSpecItNamesWithoutItsSuffix() throws {
        let specs = try SpecDirectory(["Counter.yaml": Seeds.counter])
        let run = CommandRun(["check", specs.file("Counter")])
        #expect(run.exitCode == .usageOrIO)
        #expect(
            run.error
                == "specui: error: no such file or directory: '\(specs.file("Counter"))'; did you mean "
                + "'\(specs.file("Counter.yaml"))'?\n")
        // `Specs` is what a command reads when no path is given, so a directory without one is told so.
        #expect(
            SpecFiles.Message.missing("Specs")
                == "no such file or directory: 'Specs'; with no PATH, specui reads the 'Specs' directory: name the "
                + "specs instead")
    }

    @Test func unknownOptionIsAUsageError() {
        let run = CommandRun(["check", "--frmat", "json"])
        #expect(run.exitCode == .usageOrIO)
        #expect(
            run.error == """
                specui: error: unknown option '--frmat' for 'check'; did you mean '--format'?
                usage: specui check [PATH...] [--format text|json] [--disable-warning CODE]... [--config FILE]
                run 'specui help check' for more

                """)
        #expect(
            CommandRun(["check", "--format", "xml"]).error.hasPrefix(
                "specui: error: unknown format 'xml'; use text or json\n"))
        #expect(CommandRun(["check", "--format"]).exitCode == .usageOrIO)
        // `-C` is taken before the command only.
        #expect(
            CommandRun(["check", "-C", "Specs"]).error.hasPrefix(
                "specui: error: unknown option '-C' for 'check'; '-C DIR' goes before the command: "
                    + "'specui -C DIR check ...'\n"))
        // `--specs`, which `preview` takes, is a path here.
        #expect(
            CommandRun(["check", "--specs", "Specs"]).error.hasPrefix(
                "specui: error: unknown option '--specs' for 'check'; 'check' reads the specs of each folder it is "
                    + "given: 'specui check DIR'\n"))
    }

    /// A view declared again in a copied file is told it is declared twice, and not also that the file should be
    /// named like the view, which the first file is.
    @Test func aCopiedViewFileIsOneDuplicateNameAndNoFileNameWarning() throws {
        let spec = "view: SettingRow\nbody:\n  - Text: a\n"
        let specs = try SpecDirectory(["SettingRow.yaml": spec, "ToggleRow.yaml": spec])
        let run = CommandRun(["check", specs.path])
        #expect(run.exitCode == .specErrors)
        #expect(run.error.contains("[duplicate-name]"))
        #expect(!run.error.contains("[file-name-mismatch]"))
    }

    @Test func unknownCommandSuggestsTheClosest() {
        let run = CommandRun(["chek"])
        #expect(run.exitCode == .usageOrIO)
        #expect(
            run.error == "specui: error: unknown command 'chek'; did you mean 'check'?\nrun 'specui --help' for usage\n"
        )
    }

    @Test func versionAndHelp() {
        #expect(CommandRun(["--version"]).output == "0.1.0\n")
        let help = CommandRun(["--help"])
        #expect(help.exitCode == .success)
        #expect(help.output.contains("  check    check specs and report problems without writing anything\n"))
        #expect(CommandRun(["help"]).output == help.output)
        let checkHelp = CommandRun(["help", "check"])
        #expect(
            checkHelp.output.hasPrefix(
                "usage: specui check [PATH...] [--format text|json] [--disable-warning CODE]... [--config FILE]\n"))
        #expect(CommandRun(["check", "--help"]).output == checkHelp.output)
        let bare = CommandRun([])
        #expect(bare.exitCode == .usageOrIO)
        #expect(bare.error == help.output)
    }

    /// `--version` takes nothing more. Help wins over whatever follows it, as a command's `--help` does, and
    /// `help help` is the overview, which says how `help` is used.
    @Test func versionTakesNoArgumentsAndHelpIgnoresThem() {
        let run = CommandRun(["--version", "extra"])
        #expect(run.exitCode == .usageOrIO)
        #expect(run.output == "")
        #expect(
            run.error == "specui: error: unexpected argument 'extra' for '--version'\nrun 'specui --help' for usage\n")
        let overview = CommandRun(["--help"]).output
        for arguments in [
            ["--help", "extra"], ["-h", "check"], ["help", "help"], ["help", "--help"], ["--version", "--help"],
            ["help", "--version"], ["help", "-x", "check"], ["--bogus", "--help"], ["-x", "check", "-h"],
            ["chek", "--help"],
        ] {
            let help = CommandRun(arguments)
            #expect(help.exitCode == .success)
            #expect(help.output == overview)
        }
    }

    @Test func disabledWarningsAreNotReported() throws {
        let specs = try SpecDirectory([
            "Counter.yaml": "view: Counter\nstate:\n  count: 0\n  unused: 1\nbody:\n  - Text: \"{count}\"\n"
        ])
        let reported = CommandRun(["check", specs.path])
        #expect(reported.exitCode == .success)
        #expect(reported.error.contains("warning: state 'unused' is never read"))
        let silenced = CommandRun(["check", specs.path, "--disable-warning", "unused-state"])
        #expect(silenced.exitCode == .success)
        #expect(silenced.error == "")
        let misspelled = CommandRun(["check", specs.path, "--disable-warning", "unsued-state"])
        #expect(misspelled.exitCode == .usageOrIO)
        #expect(
            misspelled.error.hasPrefix(
                "specui: error: unknown warning code 'unsued-state'; did you mean 'unused-state'?\n"))
    }
}
