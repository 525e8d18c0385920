import Foundation
import SpecUICompiler
import Testing

@Suite struct PackagePathTests {
    @Test(arguments: [
        ("Specs/CounterView.yaml", "Specs/CounterView.yaml"),
        ("./Specs//CounterView.yaml", "Specs/CounterView.yaml"),
        ("Specs/./Nested/../CounterView.yaml", "Specs/CounterView.yaml"),
        ("/home/dev/App/Specs/CounterView.yaml", "Specs/CounterView.yaml"),
        ("/home/dev/App/./Specs/", "Specs"),
        ("/home/dev/App", "."),
        ("./", "."),
        ("../Shared/Types.yaml", "../Shared/Types.yaml"),
        ("../App/Specs/CounterView.yaml", "Specs/CounterView.yaml"),
        ("../../dev/App/Specs/../Specs/A.yaml", "Specs/A.yaml"),
        ("../AppExtra/Specs", "../AppExtra/Specs"),
        ("/home/dev/AppExtra/Specs", "/home/dev/AppExtra/Specs"),
        ("/srv//specs/../Specs", "/srv/Specs"),
    ])
    func pathsAreRelativeToThePackageWithoutDotComponents(path: String, expected: String) {
        #expect(PackagePath.normalize(path, currentDirectory: "/home/dev/App/") == expected)
    }

    /// A `..` after a symbolic link leads to the parent of the link's target, as the file system takes it, not back
    /// to the folder holding the link.
    @Test func aParentAfterALinkIsTheParentOfItsTarget() throws {
        let root = try SpecDirectory(["proj/Specs/A.yaml": "view: A\n", "proj/a/b/.keep": ""])
        #expect(symlink(root.file("proj/a/b"), root.file("link")) == 0)
        let real = URL(fileURLWithPath: root.path).resolvingSymlinksInPath().path
        #expect(PackagePath.normalize("link/../../Specs/A.yaml", currentDirectory: root.path) == "proj/Specs/A.yaml")
        #expect(PackagePath.absolute("link/../x", currentDirectory: root.path) == real + "/proj/a/x")
        // Written relative, a path leaving the current directory stays relative.
        let inside = root.file("proj/a")
        #expect(PackagePath.normalize("../../link/../../Specs", currentDirectory: inside) == "../Specs")
        // Without a link, `..` is folded as text, as before.
        #expect(PackagePath.normalize("proj/a/../Specs", currentDirectory: root.path) == "proj/Specs")
    }
}
